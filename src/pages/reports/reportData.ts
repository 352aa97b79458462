import { toKopecks } from '../../../resources/money/kopecks';
import { NO_CYCLE_LABEL, profitAxis, withHeadroom } from '../../../resources/money/reports';

// How the report items of the server become a chart's points and a table's rows. Amounts are kopecks in the
// tables and roubles (numbers) in the charts, which only draw them.

// money.md §9: green tones for income, brown tones for expenses.
export const INCOME_PALETTE = ['#237804', '#52c41a', '#135200', '#95de64', '#389e0d', '#b7eb8f', '#3f6600', '#7cb305', '#5b8c00', '#a0d911', '#254000', '#d3f261'];
export const EXPENSE_PALETTE = ['#7b4a2a', '#b5651d', '#5c3317', '#d2a26b', '#8b5a2b', '#deb887', '#a0522d', '#6f4e37', '#cd853f', '#996633', '#4a2c17', '#e6c9a8'];
export const TOTAL_COLOUR = '#262626';
export const PROFIT_COLOUR = '#1677ff';
export const NO_DATA = 'Нет данных для отображения';

export const paletteFor = (categories: readonly string[], palette: readonly string[]) => categories.map((_, index) => palette[index % palette.length]);

export type Period = { key: string; label: string };

// 'YYYY-MM' → '01.2025'; a cycle → 'Цикл 3'; no cycle → 'Без цикла'
export const monthLabel = (yearMonth: string) => `${yearMonth.slice(5, 7)}.${yearMonth.slice(0, 4)}`;
export const cycleLabel = (cycle: number | null) => (cycle === null ? NO_CYCLE_LABEL : `Цикл ${cycle}`);

// One period of a report, whatever the report: its label, its total and its amounts by category (kopecks).
export type PivotRow = { key: string; label: string; total: number; amounts: Record<string, number> };

const kopecksOf = (amounts: Record<string, string>) =>
  Object.fromEntries(Object.entries(amounts).map(([category, amount]) => [category, toKopecks(amount) ?? 0]));

export const pivotRows = <Item>(items: readonly Item[], period: (item: Item) => Period, total: (item: Item) => string, amounts: (item: Item) => Record<string, string>): PivotRow[] =>
  items.map((item) => ({ ...period(item), total: toKopecks(total(item)) ?? 0, amounts: kopecksOf(amounts(item)) }));

// The categories of the rows, the largest sum first (the bottom of the stack, the first colour).
export const categoriesOf = (rows: readonly { amounts: Record<string, number> }[]) => {
  const sums = new Map<string, number>();
  for (const row of rows) for (const [category, kopecks] of Object.entries(row.amounts)) sums.set(category, (sums.get(category) ?? 0) + Math.abs(kopecks));
  return [...sums].sort((left, right) => right[1] - left[1] || left[0].localeCompare(right[0], 'ru')).map(([category]) => category);
};

export const isEmpty = (rows: readonly PivotRow[]) => rows.every((row) => row.total === 0 && Object.keys(row.amounts).length === 0);

export type StackPoint = { period: string; category: string; value: number; kopecks: number };
export type LinePoint = { period: string; value: number; kopecks: number };

// The chart orders its periods as they first appear in the bars: a zero bar per period first keeps them in time
// order, months without money included.
const periodOrder = (rows: readonly { label: string }[], categories: readonly string[]): StackPoint[] =>
  categories.length === 0 ? [] : rows.map((row) => ({ period: row.label, category: categories[0], value: 0, kopecks: 0 }));

// A tooltip line with an amount: the zero bars that order the periods have none.
export const hasValue = (item: { value?: unknown }) => item.value !== undefined && item.value !== null && item.value !== '';

// The stacked bars and the total line of a pivot, and the top of the value axis (money.md §9 headroom).
export const stackedChartData = (rows: readonly PivotRow[], categories: readonly string[]) => {
  const bars: StackPoint[] = [
    ...periodOrder(rows, categories),
    ...rows.flatMap((row) =>
      categories.filter((category) => row.amounts[category]).map((category) => ({ period: row.label, category, value: row.amounts[category] / 100, kopecks: row.amounts[category] })),
    ),
  ];
  const line: LinePoint[] = rows.map((row) => ({ period: row.label, value: row.total / 100, kopecks: row.total }));
  return { bars, line, max: withHeadroom(line.map((point) => point.value)) };
};

// The profit chart: income categories upward, expense types downward, the profit line; the axis reaches 1.15 ×
// the tallest income and 1.15 × the deepest expenses (and the profit, should it go further).
export type ProfitRow = { key: string; label: string; income: PivotRow; expenses: PivotRow; profit: number };

export const profitChartData = (rows: readonly ProfitRow[], incomeCategories: readonly string[], expenseCategories: readonly string[]) => {
  const bars: StackPoint[] = [...periodOrder(rows, incomeCategories.length > 0 ? incomeCategories : expenseCategories.map((category) => `${category} (расход)`)), ...rows.flatMap((row) => [
    ...incomeCategories.filter((category) => row.income.amounts[category]).map((category) => ({
      period: row.label,
      category,
      value: row.income.amounts[category] / 100,
      kopecks: row.income.amounts[category],
    })),
    ...expenseCategories.filter((category) => row.expenses.amounts[category]).map((category) => ({
      period: row.label,
      category: `${category} (расход)`,
      value: -row.expenses.amounts[category] / 100,
      kopecks: row.expenses.amounts[category],
    })),
  ])];
  const line: LinePoint[] = rows.map((row) => ({ period: row.label, value: row.profit / 100, kopecks: row.profit }));
  const { max, min } = profitAxis(rows.map((row) => ({ income: row.income.total / 100, expenses: row.expenses.total / 100, profit: row.profit / 100 })));
  return { bars, line, max, min };
};
