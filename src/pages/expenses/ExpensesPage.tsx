import { Spin, Tabs, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { expenseTypes } from '../../../resources/expenses';
import { EditableGrid } from '../../components/editable-grid/EditableGrid';
import { ExpenseTableTab } from './ExpenseTableTab';
import { expenseTabOf, expenseTabs, type ExpenseTabKey } from './expenseTabs';

// Tabs 2 and 3 (charts by month and by cycle) are the reports' component, loaded only when one of them opens.
const ExpenseSummaryTab = lazy(() => import('../reports/expenses/ExpenseSummaryTab'));

// money.md §9: expense types 10 a page (10, 25, 50)
const TYPES_PAGE_SIZES = [10, 25, 50];

const chart = (by: 'month' | 'cycle') => (
  <Suspense fallback={<Spin tip="Загрузка графика…" style={{ display: 'block', padding: 48 }} />}>
    <ExpenseSummaryTab by={by} />
  </Suspense>
);

const content: Record<ExpenseTabKey, () => React.ReactNode> = {
  table: () => <ExpenseTableTab />,
  'by-month': () => chart('month'),
  'by-cycle': () => chart('cycle'),
  types: () => <EditableGrid declaration={expenseTypes} pagination="client" pageSize={10} pageSizeOptions={TYPES_PAGE_SIZES} />,
};

// /expenses/table (money.md §2 "Expenses (four tabs)"): the tab in the URL; only the open tab is rendered, so
// the charts load when their tab is opened and each tab keeps its own query string.
export default function ExpensesPage() {
  const [params, setParams] = useSearchParams();
  const active = expenseTabOf(params.get('tab'));
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Расходы
      </Typography.Title>
      <Tabs
        activeKey={active}
        onChange={(key) => setParams(key === 'table' ? {} : { tab: key })}
        destroyOnHidden
        items={expenseTabs.map((tab) => ({ key: tab.key, label: tab.label, children: tab.key === active ? content[tab.key]() : null }))}
      />
    </>
  );
}
