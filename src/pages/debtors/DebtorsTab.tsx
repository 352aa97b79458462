import { Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { DebtorRow } from '../../../resources/debtors';
import { ExportButton } from '../../crud/ExportButton';
import { DebtCommentCell } from './DebtCommentCell';
import { DEBTOR_PAGE_SIZE, debtorsList } from './debtorLists';
import { DebtorListFrame } from './DebtorListFrame';
import { ExplanationButton } from './ExplanationButton';
import { useDebtorTable } from './useDebtorTable';
import { useSaveDebtComment } from './useSaveDebtComment';

// 'Должники' (money.md §2): student, group, unpaid cycle, lessons passed, lessons per cycle, the admin comment.
export function DebtorsTab() {
  const list = useDebtorTable<DebtorRow>(debtorsList, DEBTOR_PAGE_SIZE);
  const onSaved = () => void list.query.refetch();
  const save = useSaveDebtComment();
  const columns: TableColumnsType<DebtorRow> = [
    {
      key: 'studentName',
      title: 'Ученик',
      render: (_, row) => <Link to={`/students/${row.studentId}`}>{row.studentName}</Link>,
      sorter: true,
    },
    { key: 'className', title: 'Группа', dataIndex: 'className', sorter: true },
    { key: 'classCycle', title: 'Неоплаченный цикл', dataIndex: 'classCycle', width: 120, align: 'center', sorter: true },
    {
      key: 'numberOfLessonsPassed',
      title: 'Прошло занятий',
      width: 130,
      align: 'center',
      sorter: true,
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
    <DebtorListFrame list={list} actions={<ExportButton name={debtorsList.name} query={list.listQuery} fields={Object.keys(debtorsList.fields)} />}>
      <Table<DebtorRow>
        {...list.tableProps}
        rowKey="debtId"
        size="small"
        columns={list.sortable(columns)}
        pagination={{ ...list.tableProps.pagination, showSizeChanger: true, pageSizeOptions: [25, 50, 100] }}
        locale={{ emptyText: 'Должников нет' }}
        scroll={{ x: 'max-content' }}
      />
    </DebtorListFrame>
  );
}
