import type { CrudFilter } from '@refinedev/core';
import { Flex, Table, Typography } from 'antd';
import { useMemo } from 'react';
import { formatKopecks, toKopecks } from '../../../resources/money/kopecks';
import { profitByCycle, profitByGroup, profitBySubject, profitByTeacher } from '../../../resources/profit-reports';
import { ExportButton } from '../../crud/ExportButton';
import type { ProfitCycleItem, ProfitMonthItem } from '../../../resources/money/reports';
import { PIVOT_PAGE_SIZES } from './PivotTable';
import { ProfitChart } from './ProfitChart';
import { categoriesOf, cycleLabel, monthLabel, NO_DATA, pivotRows, type ProfitRow } from './reportData';
import { ReportState } from './ReportState';
import { SignedMoney } from './SignedMoney';
import { useOwnerReport, type ReportFilters } from './useOwnerReport';

type ProfitItem = ProfitMonthItem | ProfitCycleItem;

// exportName: the tab's Excel export (resources/profit-reports)
export type ProfitTabSpec = { key: string; label: string; path: string; by: 'month' | 'cycle'; chartLabel: string; exportName: string };

// money.md §7 Reports: the four profit reads of the tabs
export const PROFIT_TABS: ProfitTabSpec[] = [
  { key: 'subject', label: 'Доходы по предметам', path: profitBySubject.api.list, by: 'month', chartLabel: 'Прибыль по месяцам, доходы по предметам', exportName: profitBySubject.name },
  { key: 'teacher', label: 'Доходы по преподавателям', path: profitByTeacher.api.list, by: 'month', chartLabel: 'Прибыль по месяцам, доходы по преподавателям', exportName: profitByTeacher.name },
  { key: 'group', label: 'Доходы по группам', path: profitByGroup.api.list, by: 'month', chartLabel: 'Прибыль по месяцам, доходы по группам', exportName: profitByGroup.name },
  { key: 'cycle', label: 'По циклам и группам', path: profitByCycle.api.list, by: 'cycle', chartLabel: 'Прибыль по циклам, доходы по группам', exportName: profitByCycle.name },
];

const periodOf = (item: ProfitItem) =>
  'yearMonth' in item ? { key: item.yearMonth, label: monthLabel(item.yearMonth) } : { key: String(item.cycleNumber), label: cycleLabel(item.cycleNumber) };

export const profitRows = (items: readonly ProfitItem[]): ProfitRow[] => {
  const income = pivotRows(items, periodOf, (item) => item.income.total, (item) => item.income.totalByCategory);
  const expenses = pivotRows(items, periodOf, (item) => item.expenses.total, (item) => item.expenses.expensesByType);
  return items.map((item, index) => ({ ...periodOf(item), income: income[index], expenses: expenses[index], profit: toKopecks(item.profit) ?? 0 }));
};

const money = (kopecks: number) => formatKopecks(kopecks, 0);

// the tab's period and chosen types as the report reads them (a comma list of ids; none: every type)
const exportFilters = (filters: ReportFilters): CrudFilter[] => [
  { field: 'startDate', operator: 'eq', value: filters.startDate },
  { field: 'endDate', operator: 'eq', value: filters.endDate },
  { field: 'paymentDescriptorIds', operator: 'eq', value: filters.paymentDescriptorIds?.join(',') },
  { field: 'expenseTypeIds', operator: 'eq', value: filters.expenseTypeIds?.join(',') },
];

function ProfitTable({ rows, periodTitle, loading }: { rows: ProfitRow[]; periodTitle: string; loading: boolean }) {
  const sum = (pick: (row: ProfitRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return (
    <Table<ProfitRow>
      rowKey="key"
      size="small"
      loading={loading}
      dataSource={rows}
      locale={{ emptyText: NO_DATA }}
      pagination={{ defaultPageSize: PIVOT_PAGE_SIZES[0], pageSizeOptions: PIVOT_PAGE_SIZES, showSizeChanger: true }}
      columns={[
        { key: 'period', title: periodTitle, dataIndex: 'label' },
        { key: 'income', title: 'Доходы', align: 'right', render: (_, row) => money(row.income.total) },
        { key: 'expenses', title: 'Расходы', align: 'right', render: (_, row) => money(row.expenses.total) },
        {
          key: 'profit',
          title: 'Прибыль',
          align: 'right',
          render: (_, row) => <SignedMoney kopecks={row.profit} />,
        },
      ]}
      summary={() =>
        rows.length === 0 ? null : (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>
              <Typography.Text strong>За период</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              {money(sum((row) => row.income.total))}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              {money(sum((row) => row.expenses.total))}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              <SignedMoney kopecks={sum((row) => row.profit)} strong />
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )
      }
    />
  );
}

export function ProfitTab({ tab, filters }: { tab: ProfitTabSpec; filters: ReportFilters }) {
  const { items, query } = useOwnerReport<ProfitItem>(tab.path, filters);
  const rows = useMemo(() => profitRows(items ?? []), [items]);
  const incomeCategories = useMemo(() => categoriesOf(rows.map((row) => row.income)), [rows]);
  const expenseCategories = useMemo(() => categoriesOf(rows.map((row) => row.expenses)), [rows]);
  const empty = rows.every((row) => row.income.total === 0 && row.expenses.total === 0);
  return (
    <ReportState loading={!items && query.isLoading} error={!items && query.isError ? query.error : null} empty={empty} onRetry={() => void query.refetch()}>
      <Flex vertical gap={16}>
        <ProfitChart rows={rows} incomeCategories={incomeCategories} expenseCategories={expenseCategories} label={tab.chartLabel} />
        <Flex justify="flex-end">
          <ExportButton name={tab.exportName} query={{ filters: exportFilters(filters), sorters: [] }} fields={[]} />
        </Flex>
        <ProfitTable rows={rows} periodTitle={tab.by === 'month' ? 'Месяц' : 'Цикл'} loading={query.isFetching} />
      </Flex>
    </ReportState>
  );
}
