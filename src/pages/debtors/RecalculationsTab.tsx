import { Table, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { RecalculationRow } from '../../../resources/debtors';
import { MoneyCell } from '../../components/MoneyCell';
import { ExportButton } from '../../crud/ExportButton';
import { DEBTOR_PAGE_SIZE, recalculationsList } from './debtorLists';
import { DebtorListFrame } from './DebtorListFrame';
import { ExplanationButton, type ExplanationSection } from './ExplanationButton';
import { presentOfTotal, recalculationTree, type RecalculationTreeRow } from './recalculationTree';
import { useDebtorTable } from './useDebtorTable';

const yesNo = (value: boolean) => (value ? <Tag color="green">Да</Tag> : <Tag>Нет</Tag>);

export const explanationOf = (row: RecalculationTreeRow): ExplanationSection[] => {
  if (row.kind === 'student') {
    return [
      { title: 'Цена текущего цикла — сумма по группам', lines: [row.student.explanation.currentCyclePrice] },
      { title: 'Прогноз на следующий цикл — сумма по группам', lines: [row.student.explanation.nextCycleProjectedPrice] },
    ];
  }
  const { explanation } = row.group;
  return [
    { title: 'Цена цикла', lines: [explanation.tariff] },
    { title: 'Посещаемость', lines: [explanation.previousCycle] },
    { title: 'Пропущенные занятия прошлого цикла', lines: explanation.missedLessons },
    { title: 'Прогноз на следующий цикл', lines: [explanation.arithmetic] },
  ];
};

const columns: TableColumnsType<RecalculationTreeRow> = [
  {
    key: 'name',
    title: 'Ученик / группа',
    fixed: 'left',
    render: (_, row) =>
      row.kind === 'student' ? <Link to={`/students/${row.student.studentId}`}>{row.student.studentName}</Link> : row.group.className,
  },
  { key: 'tariff', title: 'Тариф', render: (_, row) => (row.kind === 'class' ? (row.group.subjectPricingName ?? 'Не назначен') : null) },
  { key: 'discount', title: 'Скидка', align: 'center', render: (_, row) => (row.kind === 'student' ? yesNo(row.student.eligibleForDiscountPrice) : null) },
  { key: 'oldPrice', title: 'Старая цена', align: 'center', render: (_, row) => (row.kind === 'student' ? yesNo(row.student.eligibleForOldPrice) : null) },
  { key: 'cycle', title: 'Цикл', align: 'center', render: (_, row) => (row.kind === 'class' ? row.group.classCycle : null) },
  {
    key: 'previous',
    title: 'Прошлый цикл, посещено/всего',
    width: 110,
    align: 'center',
    render: (_, row) => (row.kind === 'class' && row.group.classCycle > 1 ? presentOfTotal(row.group.previousCyclePresent, row.group.previousCycleTotal) : null),
  },
  {
    key: 'currentPrice',
    title: 'Цена текущего цикла',
    width: 110,
    align: 'right',
    render: (_, row) => <MoneyCell value={row.kind === 'student' ? row.student.currentCyclePrice : row.group.currentCyclePrice} />,
  },
  {
    key: 'current',
    title: 'Текущий цикл, посещено/всего',
    width: 110,
    align: 'center',
    render: (_, row) => (row.kind === 'class' ? presentOfTotal(row.group.currentCyclePresent, row.group.currentCycleTotal) : null),
  },
  {
    key: 'nextPrice',
    title: 'Прогноз на следующий цикл',
    width: 120,
    align: 'right',
    render: (_, row) => <MoneyCell value={row.kind === 'student' ? row.student.nextCycleProjectedPrice : row.group.nextCycleProjectedPrice} />,
  },
  {
    key: 'explanation',
    title: '',
    width: 48,
    render: (_, row) => (
      <ExplanationButton
        label={row.kind === 'student' ? row.student.studentName : `${row.student.studentName}, ${row.group.className}`}
        sections={explanationOf(row)}
      />
    ),
  },
];

// 'Перерасчеты' (money.md §2): a tree grid, the student as the parent row with the sums of the groups below it.
export function RecalculationsTab() {
  const list = useDebtorTable<RecalculationRow>(recalculationsList, DEBTOR_PAGE_SIZE);
  return (
    <DebtorListFrame list={list} actions={<ExportButton name={recalculationsList.name} query={list.listQuery} fields={Object.keys(recalculationsList.fields)} />}>
      <Table<RecalculationTreeRow>
        rowKey="key"
        size="small"
        columns={columns}
        dataSource={recalculationTree(list.rows)}
        loading={list.tableProps.loading}
        onChange={list.tableProps.onChange}
        pagination={{ ...list.tableProps.pagination, showSizeChanger: true, pageSizeOptions: [25, 50, 100], hideOnSinglePage: true }}
        locale={{ emptyText: 'Нет данных для перерасчета' }}
        scroll={{ x: 'max-content' }}
        rowClassName={(row) => (row.kind === 'student' ? 'recalculation-student-row' : '')}
      />
    </DebtorListFrame>
  );
}
