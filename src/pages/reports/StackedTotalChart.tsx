import { Column } from '@ant-design/plots';
import { formatKopecks } from '../../../resources/money/kopecks';
import { hasValue, paletteFor, stackedChartData, TOTAL_COLOUR, type PivotRow, type StackPoint } from './reportData';

// money.md §2: a stacked bar chart by category with a total line; the value axis has the spec's headroom. Drawn on
// a canvas; the table beneath carries the same numbers for reading and for screen readers.
export function StackedTotalChart({ rows, categories, palette, label }: { rows: PivotRow[]; categories: string[]; palette: readonly string[]; label: string }) {
  const { bars, line, max } = stackedChartData(rows, categories);
  return (
    <div role="img" aria-label={label}>
      <Column
        height={380}
        data={bars}
        xField="period"
        yField="value"
        colorField="category"
        stack
        scale={{ x: { domain: rows.map((row) => row.label) }, y: { domainMin: 0, domainMax: max, nice: false }, color: { domain: categories, range: paletteFor(categories, palette) } }}
        axis={{ y: { labelFormatter: (value: number) => formatKopecks(value * 100, 0) }, x: { title: false } }}
        legend={{ color: { position: 'bottom', maxRows: 3 } }}
        tooltip={{ items: [(point: StackPoint) => (point.kopecks === 0 ? null : { name: point.category, value: formatKopecks(point.kopecks, 0) })] }}
        interaction={{ tooltip: { series: true, filter: hasValue } }}
        annotations={[
          {
            type: 'line',
            data: line,
            xField: 'period',
            yField: 'value',
            style: { stroke: TOTAL_COLOUR, lineWidth: 2 },
            tooltip: { items: [(point: { kopecks: number }) => ({ name: 'Итого', value: formatKopecks(point.kopecks, 0), color: TOTAL_COLOUR })] },
          },
          { type: 'point', data: line, xField: 'period', yField: 'value', style: { fill: TOTAL_COLOUR, r: 3 }, tooltip: false },
        ]}
      />
    </div>
  );
}
