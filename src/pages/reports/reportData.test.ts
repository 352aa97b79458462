import { describe, expect, it } from 'vitest';
import { categoriesOf, cycleLabel, EXPENSE_PALETTE, INCOME_PALETTE, isEmpty, monthLabel, paletteFor, pivotRows, profitChartData, stackedChartData } from './reportData';
import { nextSelection } from './TypeFilterDrawer';
import { profitRows } from './ProfitTab';
import { lastTwelveMonths, rangePresets } from './reportRanges';
import dayjs from 'dayjs';

const items: { yearMonth: string; total: string; byType: Record<string, string> }[] = [
  { yearMonth: '2025-03', total: '100.00', byType: { Канцелярия: '100.00' } },
  { yearMonth: '2025-01', total: '31250.50', byType: { Аренда: '30000.00', Канцелярия: '1250.50' } },
  { yearMonth: '2025-02', total: '0.00', byType: {} },
];
const rows = pivotRows(
  items,
  (item) => ({ key: item.yearMonth, label: monthLabel(item.yearMonth) }),
  (item) => item.total,
  (item) => item.byType,
);

describe('report rows and chart points', () => {
  it('labels months and cycles as the tables show them', () => {
    expect([monthLabel('2025-01'), cycleLabel(3), cycleLabel(null)]).toEqual(['01.2025', 'Цикл 3', 'Без цикла']);
  });

  it('keeps the server’s periods in order, amounts in kopecks, the largest category first', () => {
    expect(rows.map((row) => [row.label, row.total])).toEqual([
      ['03.2025', 10_000],
      ['01.2025', 3_125_050],
      ['02.2025', 0],
    ]);
    expect(categoriesOf(rows)).toEqual(['Аренда', 'Канцелярия']);
    expect(isEmpty(rows)).toBe(false);
    expect(isEmpty(rows.map((row) => ({ ...row, total: 0, amounts: {} })))).toBe(true);
  });

  it('draws a zero bar per period first (the axis order), the bars in roubles and a total line, with the headroom', () => {
    const { bars, line, max } = stackedChartData(rows, categoriesOf(rows));
    expect(bars.slice(0, 3).map((bar) => [bar.period, bar.value])).toEqual([
      ['03.2025', 0],
      ['01.2025', 0],
      ['02.2025', 0],
    ]);
    expect(bars.slice(3)).toEqual([
      { period: '03.2025', category: 'Канцелярия', value: 100, kopecks: 10_000 },
      { period: '01.2025', category: 'Аренда', value: 30_000, kopecks: 3_000_000 },
      { period: '01.2025', category: 'Канцелярия', value: 1250.5, kopecks: 125_050 },
    ]);
    expect(line.map((point) => point.value)).toEqual([100, 31250.5, 0]);
    expect(max).toBeCloseTo(31250.5 * 1.15, 6);
  });

  it('puts income up and expenses down on the profit chart', () => {
    const profit = profitRows([
      { yearMonth: '2025-01', income: { total: '14200.50', totalByCategory: { Математика: '9400.50', Физика: '4800.00' } }, expenses: { total: '31250.50', expensesByType: { Аренда: '30000.00', Канцелярия: '1250.50' } }, profit: '-17050.00' },
    ]);
    const { bars, line, max, min } = profitChartData(profit, ['Математика', 'Физика'], ['Аренда', 'Канцелярия']);
    expect(bars.filter((bar) => bar.value !== 0).map((bar) => [bar.category, bar.value])).toEqual([
      ['Математика', 9400.5],
      ['Физика', 4800],
      ['Аренда (расход)', -30000],
      ['Канцелярия (расход)', -1250.5],
    ]);
    expect(line).toEqual([{ period: '01.2025', value: -17050, kopecks: -1_705_000 }]);
    expect(max).toBeCloseTo(14200.5 * 1.15, 6);
    expect(min).toBeCloseTo(-31250.5 * 1.15, 6);
  });

  it('colours income green and expenses brown, round the palette', () => {
    expect(paletteFor(['a', 'b'], INCOME_PALETTE)).toEqual(INCOME_PALETTE.slice(0, 2));
    expect(paletteFor(Array.from({ length: 13 }, (_, index) => String(index)), EXPENSE_PALETTE)[12]).toBe(EXPENSE_PALETTE[0]);
  });
});

describe('the type filter (money.md §4: an empty selection is ignored, at least one stays)', () => {
  const options = [
    { id: 1, name: 'Наличные' },
    { id: 2, name: 'Банковская карта' },
    { id: 3, name: 'СБП' },
  ];
  it('keeps the previous choice when everything is unticked', () => {
    expect(nextSelection(options, [], [2])).toEqual([2]);
    expect(nextSelection(options, [], undefined)).toBeUndefined();
  });
  it('means every type when every type is ticked, else the ticked ids', () => {
    expect(nextSelection(options, [3, 1, 2], [1])).toBeUndefined();
    expect(nextSelection(options, [3, 1], undefined)).toEqual([1, 3]);
  });
});

describe('periods', () => {
  it('offers the spec’s range, the last twelve months and the school year', () => {
    const today = dayjs('2026-11-26');
    const presets = rangePresets({ startDate: '2024-05-01', endDate: '2025-05-01' }, today);
    expect(presets.map((preset) => [preset.label, preset.value[0].format('YYYY-MM-DD'), preset.value[1].format('YYYY-MM-DD')])).toEqual([
      ['Период отчёта по умолчанию', '2024-05-01', '2025-05-01'],
      ['Последние 12 месяцев', '2025-12-01', '2026-11-30'],
      ['Текущий учебный год', '2026-09-01', '2027-08-31'],
    ]);
    expect(lastTwelveMonths(dayjs('2026-03-10'))).toEqual({ startDate: '2025-04-01', endDate: '2026-03-31' });
  });
});
