import { readOnlyField, type FieldDeclaration } from '../define';
import { sumKopecks } from '../money/kopecks';
import { NO_CYCLE_LABEL, type ProfitCycleItem, type ProfitMonthItem } from '../money/reports';

type ProfitItem = ProfitMonthItem | ProfitCycleItem;
type Amounts = Record<string, string>;

export const PERIOD_TOTAL = 'За период';

// 'YYYY-MM' → '01.2025'; a cycle → 'Цикл 3'; no cycle → 'Без цикла' (the screen's labels)
const periodLabel = (item: ProfitItem) =>
  'yearMonth' in item ? `${item.yearMonth.slice(5, 7)}.${item.yearMonth.slice(0, 4)}` : item.cycleNumber === null ? NO_CYCLE_LABEL : `Цикл ${item.cycleNumber}`;

// the categories of the answer, the largest sum first, as the chart stacks them
const categoriesOf = (all: readonly Amounts[]) => {
  const sums = new Map<string, number>();
  for (const amounts of all) for (const [category, amount] of Object.entries(amounts)) sums.set(category, (sums.get(category) ?? 0) + Math.abs(sumKopecks([amount])));
  return [...sums].sort((left, right) => right[1] - left[1] || left[0].localeCompare(right[0], 'ru')).map(([category]) => category);
};

const incomeOf = (items: readonly ProfitItem[]) => categoriesOf(items.map((item) => item.income.totalByCategory));
const expensesOf = (items: readonly ProfitItem[]) => categoriesOf(items.map((item) => item.expenses.expensesByType));

// The profit table of /profit/charts as its Excel export writes it: the period ('Месяц' or 'Цикл'), each income
// category of the chart, 'Доходы', each expense type ('… (расход)', as the chart names it), 'Расходы', 'Прибыль';
// a row per period and the sums of the whole period beneath ('За период'), as the table's summary.
export const profitColumns = (periodTitle: string) => (answer: unknown): Record<string, FieldDeclaration> => {
  const items = answer as ProfitItem[];
  return {
    period: readOnlyField('text', periodTitle, 120),
    ...Object.fromEntries(incomeOf(items).map((category, index) => [`income${index}`, readOnlyField('money', category, 140)])),
    income: readOnlyField('money', 'Доходы', 140),
    ...Object.fromEntries(expensesOf(items).map((category, index) => [`expense${index}`, readOnlyField('money', `${category} (расход)`, 140)])),
    expenses: readOnlyField('money', 'Расходы', 140),
    profit: readOnlyField('money', 'Прибыль', 140),
  };
};

const roubles = (amounts: readonly (string | undefined)[]) => sumKopecks(amounts) / 100;

export const profitRows = (answer: unknown): Record<string, unknown>[] => {
  const items = answer as ProfitItem[];
  const income = incomeOf(items);
  const expenses = expensesOf(items);
  const row = (period: string, picked: readonly ProfitItem[]) => ({
    period,
    ...Object.fromEntries(income.map((category, index) => [`income${index}`, roubles(picked.map((item) => item.income.totalByCategory[category]))])),
    income: roubles(picked.map((item) => item.income.total)),
    ...Object.fromEntries(expenses.map((category, index) => [`expense${index}`, roubles(picked.map((item) => item.expenses.expensesByType[category]))])),
    expenses: roubles(picked.map((item) => item.expenses.total)),
    profit: roubles(picked.map((item) => item.profit)),
  });
  return items.length === 0 ? [] : [...items.map((item) => row(periodLabel(item), [item])), row(PERIOD_TOTAL, items)];
};
