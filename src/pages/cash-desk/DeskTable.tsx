import { Table, Typography, type TableColumnsType } from 'antd';
import { deskPagination } from './cashDeskInput';
import { ScrollArea } from './ScrollArea';

type DeskTableProps<Row> = {
  label: string; // the scroll region's name for a screen reader
  rowKey: keyof Row & string;
  rows: Row[];
  loading: boolean;
  printing: boolean;
  empty: string; // the day's own empty text
  columns: TableColumnsType<Row>;
};

// A table of the cash desk's day (money.md §9): small, at most 440 px high in a focusable region, paged unless
// printed, where print mode shows every row.
export function DeskTable<Row extends object>({ label, rowKey, rows, loading, printing, empty, columns }: DeskTableProps<Row>) {
  return (
    <ScrollArea label={label} printing={printing}>
      <Table<Row>
        rowKey={rowKey}
        size="small"
        loading={loading}
        dataSource={rows}
        pagination={deskPagination(printing)}
        locale={{ emptyText: <Typography.Text>{empty}</Typography.Text> }}
        columns={columns}
      />
    </ScrollArea>
  );
}
