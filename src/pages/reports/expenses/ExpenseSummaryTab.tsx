import { Flex } from 'antd';
import { useMemo, useSyncExternalStore } from 'react';
import { DateRangeFilter, type DateRange } from '../DateRangeFilter';
import { PivotTable } from '../PivotTable';
import { categoriesOf, cycleLabel, EXPENSE_PALETTE, isEmpty, monthLabel, pivotRows } from '../reportData';
import { lastTwelveMonths, rangePresets } from '../reportRanges';
import { ReportState } from '../ReportState';
import { StackedTotalChart } from '../StackedTotalChart';
import { TypeFilterDrawer, type TypeSelection } from '../TypeFilterDrawer';
import { useOwnerReport } from '../useOwnerReport';
import { useExpenseTypeOptions } from '../useTypeOptions';
import type { ExpenseCycleItem, ExpenseMonthItem } from '../../../../resources/money/reports';

// money.md §9: the two expense summaries share one period (and here one choice of types), for as long as the page
// is open: switching between the month and the cycle tab keeps them.
type Shared = { range: DateRange; types: TypeSelection };
let shared: Shared = { range: lastTwelveMonths(), types: undefined };
const listeners = new Set<() => void>();
const setShared = (next: Partial<Shared>) => {
  shared = { ...shared, ...next };
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const periodOf = (item: ExpenseMonthItem | ExpenseCycleItem) =>
  'yearMonth' in item ? { key: item.yearMonth, label: monthLabel(item.yearMonth) } : { key: String(item.cycle), label: cycleLabel(item.cycle) };

// Tabs 2 and 3 of /expenses/table (money.md §2 "Expenses"): a stacked bar chart by expense type with a total line,
// and the pivot table beneath; a drawer lists the expense types, at least one stays chosen.
export default function ExpenseSummaryTab({ by }: { by: 'month' | 'cycle' }) {
  const { range, types } = useSyncExternalStore(subscribe, () => shared);
  const typeOptions = useExpenseTypeOptions();
  const { items, query } = useOwnerReport<ExpenseMonthItem | ExpenseCycleItem>(
    by === 'month' ? 'owner/expenses/monthly-summary' : 'owner/expenses/cycle-summary',
    { ...range, expenseTypeIds: types },
  );
  const rows = useMemo(() => pivotRows(items ?? [], periodOf, (item) => item.total, (item) => item.expensesByType), [items]);
  const categories = useMemo(() => categoriesOf(rows), [rows]);
  return (
    <Flex vertical gap={12}>
      <Flex gap={12} wrap="wrap" align="center">
        <DateRangeFilter value={range} onChange={(next) => setShared({ range: next })} presets={rangePresets(lastTwelveMonths())} />
        <TypeFilterDrawer
          sections={[{ title: 'Типы расходов', options: typeOptions.options, failed: typeOptions.failed, selected: types, onChange: (next) => setShared({ types: next }) }]}
        />
      </Flex>
      <ReportState loading={!items && query.isLoading} error={!items && query.isError ? query.error : null} empty={isEmpty(rows)} onRetry={() => void query.refetch()}>
        <Flex vertical gap={16}>
          <StackedTotalChart rows={rows} categories={categories} palette={EXPENSE_PALETTE} label={by === 'month' ? 'Расходы по месяцам и типам' : 'Расходы по циклам и типам'} />
          <PivotTable rows={rows} categories={categories} periodTitle={by === 'month' ? 'Месяц' : 'Цикл'} loading={query.isFetching} />
        </Flex>
      </ReportState>
    </Flex>
  );
}
