import { Flex } from 'antd';
import { useMemo } from 'react';
import { categoriesOf, cycleLabel, INCOME_PALETTE, isEmpty, monthLabel, pivotRows, type Period } from './reportData';
import { PivotTable } from './PivotTable';
import { ReportState } from './ReportState';
import { StackedTotalChart } from './StackedTotalChart';
import { useOwnerReport, type ReportFilters } from './useOwnerReport';

type IncomeItem = { yearMonth?: string; cycle?: number | null; total: string } & Record<string, unknown>;

export type IncomeTabSpec = { key: string; label: string; path: string; field: string; by: 'month' | 'cycle'; chartLabel: string };

// money.md §7 Reports: the four income reads of the tabs
export const INCOME_TABS: IncomeTabSpec[] = [
  { key: 'subject', label: 'По предметам', path: 'owner/payments/monthly-summary-by-subject', field: 'paymentsBySubject', by: 'month', chartLabel: 'Доходы по месяцам и предметам' },
  { key: 'teacher', label: 'По преподавателям', path: 'owner/payments/monthly-summary-by-teacher', field: 'paymentsByTeacher', by: 'month', chartLabel: 'Доходы по месяцам и преподавателям' },
  { key: 'group', label: 'По группам', path: 'owner/payments/monthly-summary-by-school-class', field: 'paymentsBySchoolClass', by: 'month', chartLabel: 'Доходы по месяцам и группам' },
  { key: 'cycle', label: 'По циклам', path: 'owner/payments/summary-by-class-and-cycle', field: 'paymentsByClass', by: 'cycle', chartLabel: 'Доходы по циклам и группам' },
];

const periodOf = (item: IncomeItem): Period =>
  item.yearMonth !== undefined ? { key: item.yearMonth, label: monthLabel(item.yearMonth) } : { key: String(item.cycle), label: cycleLabel(item.cycle ?? null) };

export function IncomeTab({ tab, filters }: { tab: IncomeTabSpec; filters: ReportFilters }) {
  const { items, query } = useOwnerReport<IncomeItem>(tab.path, { startDate: filters.startDate, endDate: filters.endDate, paymentDescriptorIds: filters.paymentDescriptorIds });
  const rows = useMemo(
    () => pivotRows(items ?? [], periodOf, (item) => item.total, (item) => (item[tab.field] ?? {}) as Record<string, string>),
    [items, tab.field],
  );
  const categories = useMemo(() => categoriesOf(rows), [rows]);
  return (
    <ReportState loading={!items && query.isLoading} error={!items && query.isError ? query.error : null} empty={isEmpty(rows)} onRetry={() => void query.refetch()}>
      <Flex vertical gap={16}>
        <StackedTotalChart rows={rows} categories={categories} palette={INCOME_PALETTE} label={tab.chartLabel} />
        <PivotTable rows={rows} categories={categories} periodTitle={tab.by === 'month' ? 'Месяц' : 'Цикл'} loading={query.isFetching} />
      </Flex>
    </ReportState>
  );
}
