import { useCan } from '@refinedev/core';
import { Button, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { churnRisks, type ChurnRiskRow } from '../../../resources/churn';
import { ExportButton } from '../../crud/ExportButton';
import { useServerCall } from '../../crud/useServerCall';
import { DebtorListFrame } from '../debtors/DebtorListFrame';
import { useDebtorTable } from '../debtors/useDebtorTable';

const PAGE_SIZE = 25;
const levelColours: Record<string, string> = { Высокий: 'red', Средний: 'orange', Низкий: 'gold' };
const title = (key: keyof typeof churnRisks.fields & string) => churnRisks.fields[key]!.label;

// 'Риск ухода' (issue 23 item 1, docs/operations.md): the enrolments with a warning sign at the group's current
// cycle, the highest risk first, each with 'Почему' in the words of the rule; paged, sorted and searched by the
// server with the view in the address; the export; and the row's task for the administrator.
export function ChurnTab() {
  const list = useDebtorTable<ChurnRiskRow>(churnRisks, PAGE_SIZE);
  const { data: canCreate } = useCan({ resource: churnRisks.name, action: 'create', params: { subject: churnRisks.subject } });
  const { write, writing } = useServerCall();
  const makeTask = (row: ChurnRiskRow) =>
    write({
      method: 'post',
      path: `churn-risks/${row.studentId}/${row.classId}/task`,
      success: 'Задача для администратора создана',
      failure: (error) => ({ message: `Не удалось создать задачу: ${error.message}` }),
      refresh: [churnRisks.name],
    });

  const columns: TableColumnsType<ChurnRiskRow> = [
    { key: 'studentName', title: title('studentName'), sorter: true, width: 180, render: (_, row) => <Link to={`/students/${row.studentId}`}>{row.studentName}</Link> },
    { key: 'className', title: title('className'), dataIndex: 'className', sorter: true, width: 160 },
    { key: 'cycle', title: title('cycle'), dataIndex: 'cycle', sorter: true, width: 70, align: 'center' },
    {
      key: 'riskScore',
      title: title('riskLevel'),
      sorter: true,
      width: 120,
      render: (_, row) => (
        <Tag color={levelColours[row.riskLevel]} title={`${row.riskScore} баллов`}>
          {row.riskLevel} · {row.riskScore}
        </Tag>
      ),
    },
    {
      key: 'reasons',
      title: title('reasonsText'),
      width: 360,
      render: (_, row) => (
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {row.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ),
    },
    {
      key: 'task',
      title: 'Задача',
      width: 140,
      render: (_, row) =>
        row.taskId !== null ? (
          <Link to="/tasks">Задача создана</Link>
        ) : canCreate?.can ? (
          <Button size="small" loading={writing} onClick={() => void makeTask(row)}>
            Создать задачу
          </Button>
        ) : null,
    },
  ];

  return (
    <DebtorListFrame
      list={list}
      searchLabel="Поиск по ученику или группе"
      actions={<ExportButton name={churnRisks.name} query={list.listQuery} fields={Object.keys(churnRisks.fields)} />}
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        Ученики с признаками ухода в текущем цикле группы. Для высокого риска задача администратору создается сама, раз в цикл.
      </Typography.Paragraph>
      <Table<ChurnRiskRow>
        {...list.tableProps}
        rowKey="riskId"
        size="small"
        columns={list.sortable(columns)}
        pagination={{ ...list.tableProps.pagination, showSizeChanger: true, pageSizeOptions: [25, 50, 100] }}
        locale={{ emptyText: 'Учеников с риском ухода нет' }}
        scroll={{ x: 'max-content' }}
      />
    </DebtorListFrame>
  );
}
