import { lazy, type ComponentType } from 'react';

type SummaryProps = { by: 'month' | 'cycle' };
type SummaryModule = { default: ComponentType<SummaryProps> };

// Tabs 2 and 3 (charts by month and by cycle) are the reports' component, loaded only when one of them opens.
// A glob import, so that this page builds before that component exists (until then the tab shows its fallback).
const modules = import.meta.glob<SummaryModule>('../reports/expenses/ExpenseSummaryTab.tsx');
const load = modules['../reports/expenses/ExpenseSummaryTab.tsx'];

export const ExpenseSummaryTab = lazy<ComponentType<SummaryProps>>(() => (load ? load() : new Promise<SummaryModule>(() => {})));
