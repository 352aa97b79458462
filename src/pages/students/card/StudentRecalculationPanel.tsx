import { useApiUrl, useCustom } from '@refinedev/core';
import { Alert, Card, Descriptions, Empty } from 'antd';
import type { CSSProperties } from 'react';
import type { RecalculationRow } from '../../../../resources/debtors';
import { MoneyCell } from '../../../components/MoneyCell';
import { RecalculationsTab } from '../../debtors/RecalculationsTab';

type PanelProps = { studentId: number; style: CSSProperties };

// core.md §2.10 / money.md §3 "Recalculation": the student's groups with the next cycle's projected price, from
// recalculations-info/{studentId}; the same tree and explanations as the debtors page's 'Перерасчеты' tab.
export function StudentRecalculationPanel({ studentId, style }: PanelProps) {
  const apiUrl = useApiUrl();
  const { query, result } = useCustom<RecalculationRow>({
    url: `${apiUrl}/recalculations-info/${studentId}`,
    method: 'get',
    errorNotification: false,
  });
  const row = query.data ? (result.data as RecalculationRow) : undefined;
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
          <RecalculationsTab rows={[row]} loading={false} />
        </>
      ) : null}
    </Card>
  );
}
