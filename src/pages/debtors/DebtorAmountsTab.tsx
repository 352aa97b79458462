import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { DebtorWithAmountRow } from '../../../resources/debtors';
import { formatKopecks, formatMoney, sumKopecks, toKopecks } from '../../../resources/money/kopecks';
import { ChipList } from '../../components/ChipList';
import { MoneyCell } from '../../components/MoneyCell';
import { useBrowserTable } from '../../crud/useBrowserTable';
import { DEBTOR_PAGE_SIZE, debtorAmountsList } from './debtorLists';
import { DebtorListFrame } from './DebtorListFrame';
import { ExplanationButton } from './ExplanationButton';
import { filterByStudent } from './studentSearch';

const collator = new Intl.Collator('ru-RU', { numeric: true, sensitivity: 'base' });

const amountChips = (row: DebtorWithAmountRow) =>
  Object.entries(row.classAmounts).map(([className, amount]) => ({
    key: className,
    label: `${className}: ${amount == null ? 'тариф не назначен' : formatMoney(amount)}`,
  }));

// 'Должники с суммами' (money.md §2): student, discount, amounts per group as chips, total debt summed in the
// footer (roubles), the tariffs as chips; the explanation gives the tier, discount and arithmetic of each amount.
export function DebtorAmountsTab() {
  const list = useBrowserTable<DebtorWithAmountRow>({ declaration: debtorAmountsList, pageSize: DEBTOR_PAGE_SIZE, search: filterByStudent });
  const { rows } = list;
  const columns: TableColumnsType<DebtorWithAmountRow> = [
    {
      key: 'studentName',
      title: 'Ученик',
      render: (_, row) => <Link to={`/students/${row.studentId}`}>{row.studentName}</Link>,
      sorter: (left, right) => collator.compare(left.studentName, right.studentName),
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
      sorter: (left, right) => (toKopecks(left.totalDebt) ?? 0) - (toKopecks(right.totalDebt) ?? 0),
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
  const total = sumKopecks(rows.map((row) => row.totalDebt));
  return (
    <DebtorListFrame list={list}>
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
                <Typography.Text strong>Итого ({rows.length})</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                <Typography.Text strong data-testid="debt-total">
                  {formatKopecks(total, 0)}
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
