import { Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { DebtorRow } from '../../../resources/debtors';
import { DebtCommentCell } from './DebtCommentCell';
import { ExplanationButton } from './ExplanationButton';
import { useSaveDebtComment } from './useSaveDebtComment';

type DebtorsTabProps = { rows: DebtorRow[]; loading: boolean; onSaved: () => void };

const collator = new Intl.Collator('ru-RU', { numeric: true, sensitivity: 'base' });

// 'Должники' (money.md §2): student, group, unpaid cycle, lessons passed, lessons per cycle, the admin comment.
export function DebtorsTab({ rows, loading, onSaved }: DebtorsTabProps) {
  const save = useSaveDebtComment();
  const columns: TableColumnsType<DebtorRow> = [
    {
      key: 'studentName',
      title: 'Ученик',
      render: (_, row) => <Link to={`/students/${row.studentId}`}>{row.studentName}</Link>,
      sorter: (left, right) => collator.compare(left.studentName, right.studentName),
    },
    { key: 'className', title: 'Группа', dataIndex: 'className', sorter: (left, right) => collator.compare(left.className, right.className) },
    { key: 'classCycle', title: 'Неоплаченный цикл', dataIndex: 'classCycle', width: 120, align: 'center', sorter: (left, right) => left.classCycle - right.classCycle },
    {
      key: 'numberOfLessonsPassed',
      title: 'Прошло занятий',
      width: 130,
      align: 'center',
      sorter: (left, right) => left.numberOfLessonsPassed - right.numberOfLessonsPassed,
      render: (_, row) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {row.numberOfLessonsPassed}
          <ExplanationButton
            label={`${row.studentName}, ${row.className}, цикл ${row.classCycle}`}
            sections={[{ title: row.explanation.summary, lines: row.explanation.lessons }]}
          />
        </span>
      ),
    },
    { key: 'numberOfLessonsPerCycle', title: 'Занятий в цикле', dataIndex: 'numberOfLessonsPerCycle', width: 120, align: 'center' },
    {
      key: 'comment',
      title: 'Комментарий администратора',
      width: 320,
      render: (_, row) => <DebtCommentCell key={row.debtId} row={row} save={save} onSaved={onSaved} />,
    },
  ];
  return (
    <Table<DebtorRow>
      rowKey="debtId"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={{ defaultPageSize: 25, showSizeChanger: true, pageSizeOptions: [25, 50, 100] }}
      locale={{ emptyText: 'Должников нет' }}
      scroll={{ x: 'max-content' }}
    />
  );
}
