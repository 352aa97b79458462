import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { classAmountText, type DebtorAmountSummary, type DebtorWithAmountRow } from '../../../resources/debtors';
import { formatMoney } from '../../../resources/money/kopecks';
import { ChipList } from '../../components/ChipList';
import { MoneyCell } from '../../components/MoneyCell';
import { ExportButton } from '../../crud/ExportButton';
import { exportSearch } from '../../crud/exportList';
import { useReport } from '../../crud/useReport';
import { DEBTOR_PAGE_SIZE, debtorAmountsList } from './debtorLists';
import { DebtorListFrame } from './DebtorListFrame';
import { ExplanationButton } from './ExplanationButton';
import { useDebtorTable } from './useDebtorTable';

const amountChips = (row: DebtorWithAmountRow) =>
  Object.entries(row.classAmounts).map(([className, amount]) => ({
    key: className,
    label: classAmountText(className, amount),
  }));

// 'Должники с суммами' (money.md §2): student, discount, amounts per group as chips, total debt summed in the
// footer (roubles) over every page, as the server sums it (debtors-with-amount-info/summary), the tariffs as chips;
// the explanation gives the tier, discount and arithmetic of each amount.
export function DebtorAmountsTab() {
  const list = useDebtorTable<DebtorWithAmountRow>(debtorAmountsList, DEBTOR_PAGE_SIZE);
  // the footer's query is the list's filters (the search), without page or sort
  const filtersOnly = new URLSearchParams(exportSearch({ filters: list.listQuery.filters, sorters: [] }, []));
  filtersOnly.delete('fields');
  const summary = useReport<DebtorAmountSummary>('debtors-with-amount-info/summary', { query: Object.fromEntries(filtersOnly) });
  const columns: TableColumnsType<DebtorWithAmountRow> = [
    {
      key: 'studentName',
      title: 'Ученик',
      render: (_, row) => <Link to={`/students/${row.studentId}`}>{row.studentName}</Link>,
      sorter: true,
    },
    {
      key: 'discount',
      title: 'Скидка',
      width: 90,
      align: 'center',
      render: (_, row) => (row.eligibleForDiscountPrice ? <Tag color="green">Да</Tag> : <Tag>Нет</Tag>),
    },
    { key: 'classAmounts', title: 'Суммы по группам', render: (_, row) => <ChipList chips={amountChips(row)} max={4} /> },
    {
      key: 'totalDebt',
      title: 'Общий долг',
      align: 'right',
      width: 160,
      sorter: true,
      render: (_, row) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          <MoneyCell value={row.totalDebt} decimals={0} />
          <ExplanationButton
            label={`долг ${row.studentName}`}
            sections={[
              ...row.explanation.classes.map((debt) => ({ title: debt.className, lines: [debt.tariff, debt.arithmetic] })),
              { title: 'Итого', lines: [row.explanation.total] },
            ]}
          />
        </span>
      ),
    },
    {
      key: 'pricingTiers',
      title: 'Тарифы',
      render: (_, row) => <ChipList chips={row.pricingTiers.map((name) => ({ key: name, label: name, colour: 'blue' }))} />,
    },
  ];
  const footer = summary.result.data;
  return (
    <DebtorListFrame list={list} actions={<ExportButton name={debtorAmountsList.name} query={list.listQuery} fields={Object.keys(debtorAmountsList.fields)} />}>
      <Table<DebtorWithAmountRow>
        {...list.tableProps}
        rowKey="studentId"
        size="small"
        columns={list.sortable(columns)}
        pagination={{ ...list.tableProps.pagination, showSizeChanger: true, pageSizeOptions: [25, 50, 100] }}
        locale={{ emptyText: 'Должников нет' }}
        scroll={{ x: 'max-content' }}
        summary={() => (
          <Table.Summary fixed>
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={3}>
                <Typography.Text strong>Итого ({footer?.total ?? list.total})</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                <Typography.Text strong data-testid="debt-total">
                  {footer ? formatMoney(footer.totalDebt) : '…'}
                </Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} />
            </Table.Summary.Row>
          </Table.Summary>
        )}
      />
    </DebtorListFrame>
  );
}
