import { Bar } from '@ant-design/plots';

// A horizontal bar chart of the largest entries (top 8 or 10, operations.md §2 "Statistics"), drawn on a canvas;
// the label carries the numbers for screen readers.
export function TopBars({ items, limit, label, colour = '#1677ff', suffix = '' }: { items: { name: string; value: number }[]; limit: number; label: string; colour?: string; suffix?: string }) {
  const top = [...items].sort((left, right) => right.value - left.value).slice(0, limit);
  const text = (value: number) => `${value.toLocaleString('ru-RU')}${suffix}`;
  return (
    <div role="img" aria-label={`${label}: ${top.map((item) => `${item.name} — ${text(item.value)}`).join('; ')}`}>
      <Bar
        height={Math.max(160, top.length * 34)}
        data={top}
        xField="name"
        yField="value"
        style={{ fill: colour }}
        axis={{ x: { title: false }, y: { title: false, labelFormatter: (value: number) => value.toLocaleString('ru-RU') } }}
        label={{ text: (item: { value: number }) => text(item.value), position: 'right', style: { fill: '#fff', fontWeight: 600 } }}
        tooltip={{ items: [(item: { value: number }) => ({ name: label, value: text(item.value) })] }}
      />
    </div>
  );
}
