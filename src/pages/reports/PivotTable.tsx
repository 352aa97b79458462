import { Table, Typography } from 'antd';
import { formatKopecks } from '../../../resources/money/kopecks';
import { NO_DATA, type PivotRow } from './reportData';
import { ScrollRegion } from './ScrollRegion';

// money.md §9: pivot tables show 10 rows a page (10, 25, 50).
export const PIVOT_PAGE_SIZES = [10, 25, 50];
const money = (kopecks: number | undefined) => formatKopecks(kopecks ?? 0, 0);

// A period per row, a column per category and the period's total; the sums of the whole period beneath.
export function PivotTable({ rows, categories, periodTitle, loading }: { rows: PivotRow[]; categories: string[]; periodTitle: string; loading: boolean }) {
  const totals = new Map(categories.map((category) => [category, rows.reduce((sum, row) => sum + (row.amounts[category] ?? 0), 0)]));
  const grand = rows.reduce((sum, row) => sum + row.total, 0);
  return (
    <ScrollRegion label={`Таблица: ${periodTitle.toLowerCase()} и суммы`}>
      <Table<PivotRow>
        rowKey="key"
        size="small"
        loading={loading}
        dataSource={rows}
        locale={{ emptyText: NO_DATA }}
        pagination={{ defaultPageSize: PIVOT_PAGE_SIZES[0], pageSizeOptions: PIVOT_PAGE_SIZES, showSizeChanger: true }}
        columns={[
          { key: 'period', title: periodTitle, render: (_: unknown, row: PivotRow) => <span style={{ whiteSpace: 'nowrap' }}>{row.label}</span> },
          ...categories.map((category) => ({
            key: category,
            title: category,
            align: 'right' as const,
            render: (_: unknown, row: PivotRow) => money(row.amounts[category]),
          })),
          { key: 'total', title: 'Итого', align: 'right' as const, render: (_: unknown, row: PivotRow) => <Typography.Text strong>{money(row.total)}</Typography.Text> },
        ]}
        summary={() =>
          rows.length === 0 ? null : (
            <Table.Summary>
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>
                  <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
                    За период
                  </Typography.Text>
                </Table.Summary.Cell>
                {categories.map((category, index) => (
                  <Table.Summary.Cell key={category} index={index + 1} align="right">
                    {money(totals.get(category))}
                  </Table.Summary.Cell>
                ))}
                <Table.Summary.Cell index={categories.length + 1} align="right">
                  <Typography.Text strong>{money(grand)}</Typography.Text>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            </Table.Summary>
          )
        }
      />
    </ScrollRegion>
  );
}
