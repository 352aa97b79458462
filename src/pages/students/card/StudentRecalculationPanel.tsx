import { useOne } from '@refinedev/core';
import { Alert, Card, Descriptions, Empty, List, Typography } from 'antd';
import type { CSSProperties } from 'react';
import type { RecalculationRow } from '../../../../resources/debtors';
import { recalculations } from '../../../../resources/recalculations';
import { MoneyCell } from '../../../components/MoneyCell';
import { ExplanationButton } from '../../debtors/ExplanationButton';
import { explanationOf } from '../../debtors/RecalculationsTab';
import { presentOfTotal, recalculationTree } from '../../debtors/recalculationTree';

type PanelProps = { studentId: number; style: CSSProperties };

// core.md §2.10 / money.md §3 "Recalculation": the student's groups with the next cycle's projected price, from
// recalculations-info/{studentId}; a narrow panel, so one line per group, with the explanations of the
// debtors page's 'Перерасчеты' tab.
export function StudentRecalculationPanel({ studentId, style }: PanelProps) {
  const { query, result } = useOne<RecalculationRow>({
    resource: recalculations.name,
    id: studentId,
    meta: { declaration: recalculations },
    errorNotification: false,
  });
  const row = query.data ? result : undefined;
  const [parent] = row ? recalculationTree([row]) : [];
  const groupRows = parent?.kind === 'student' ? parent.children : [];
  return (
    <Card title="Перерасчет" style={style} data-student-id={studentId} loading={query.isLoading}>
      {query.isError && !row ? (
        <Alert type="error" showIcon message="Не удалось загрузить перерасчет" />
      ) : row && row.classes.length === 0 ? (
        <Empty description="Ученик не занимается в группах" />
      ) : row ? (
        <>
          <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
            <Descriptions.Item label="Цена текущего цикла"><MoneyCell value={row.currentCyclePrice} /></Descriptions.Item>
            <Descriptions.Item label="Прогноз на следующий цикл"><MoneyCell value={row.nextCycleProjectedPrice} /></Descriptions.Item>
          </Descriptions>
          <List
            size="small"
            dataSource={groupRows}
            renderItem={(item) =>
              item.kind === 'class' ? (
                <List.Item
                  actions={[<ExplanationButton key="why" label={`${row.studentName}, ${item.group.className}`} sections={explanationOf(item)} />]}
                >
                  <List.Item.Meta
                    title={item.group.className}
                    description={
                      <>
                        <Typography.Text type="secondary">
                          {item.group.subjectPricingName ?? 'Тариф не назначен'}, цикл {item.group.classCycle}
                          {item.group.classCycle > 1
                            ? `, прошлый цикл ${presentOfTotal(item.group.previousCyclePresent, item.group.previousCycleTotal)}`
                            : ''}
                        </Typography.Text>
                        <div>
                          <MoneyCell value={item.group.currentCyclePrice} /> → <MoneyCell value={item.group.nextCycleProjectedPrice} />
                        </div>
                      </>
                    }
                  />
                </List.Item>
              ) : null
            }
          />
        </>
      ) : null}
    </Card>
  );
}
