import { Column } from '@ant-design/plots';
import { Typography } from 'antd';
import { useState } from 'react';
import { formatKopecks } from '../../../resources/money/kopecks';
import { EXPENSE_PALETTE, hasValue, INCOME_PALETTE, paletteFor, PROFIT_COLOUR, profitChartData, type ProfitRow, type StackPoint } from './reportData';

// money.md §2 "Profit": income upward, expenses downward, a profit line. Clicking the chart toggles the tooltip
// between the one item under the pointer and every item of the period.
export function ProfitChart({ rows, incomeCategories, expenseCategories, label }: { rows: ProfitRow[]; incomeCategories: string[]; expenseCategories: string[]; label: string }) {
  const [allItems, setAllItems] = useState(false);
  const { bars, line, max, min } = profitChartData(rows, incomeCategories, expenseCategories);
  const colours = [...incomeCategories, ...expenseCategories.map((category) => `${category} (расход)`)];
  const range = [...paletteFor(incomeCategories, INCOME_PALETTE), ...paletteFor(expenseCategories, EXPENSE_PALETTE)];
  const toggle = () => setAllItems((current) => !current);
  return (
    <div>
      <Typography.Text type="secondary">
        Подсказка: {allItems ? 'все статьи периода' : 'одна статья'} (щелчок по графику переключает).
      </Typography.Text>
      <div
        role="button"
        tabIndex={0}
        aria-pressed={allItems}
        aria-label={`${label}. Подсказка показывает ${allItems ? 'все статьи периода' : 'одну статью'}; Enter переключает`}
        onClick={toggle}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            toggle();
          }
        }}
      >
        <Column
          key={allItems ? 'all' : 'one'}
          height={400}
          data={bars}
          xField="period"
          yField="value"
          colorField="category"
          stack
          scale={{ x: { domain: rows.map((row) => row.label) }, y: { domainMin: min, domainMax: max, nice: false }, color: { domain: colours, range } }}
          axis={{ y: { labelFormatter: (value: number) => formatKopecks(value * 100, 0) }, x: { title: false } }}
          legend={{ color: { position: 'bottom', maxRows: 3 } }}
          tooltip={{ items: [(point: StackPoint) => (point.kopecks === 0 ? null : { name: point.category, value: formatKopecks(point.kopecks, 0) })] }}
          interaction={{ tooltip: allItems ? { series: true, filter: hasValue } : { series: false, shared: false, filter: hasValue } }}
          annotations={[
            {
              type: 'line',
              data: line,
              xField: 'period',
              yField: 'value',
              style: { stroke: PROFIT_COLOUR, lineWidth: 2 },
              tooltip: { items: [(point: { kopecks: number }) => ({ name: 'Прибыль', value: formatKopecks(point.kopecks, 0), color: PROFIT_COLOUR })] },
            },
            { type: 'point', data: line, xField: 'period', yField: 'value', style: { fill: PROFIT_COLOUR, r: 3 }, tooltip: false },
            { type: 'lineY', data: [0], style: { stroke: '#8c8c8c', lineWidth: 1 }, tooltip: false },
          ]}
        />
      </div>
    </div>
  );
}
