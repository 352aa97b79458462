import type { TableColumnType } from 'antd';
import { useMemo } from 'react';
import { z } from 'zod';
import type { FieldKind } from '../../../resources/define';
import { ColumnChooser } from '../../components/editable-grid/ColumnChooser';
import type { GridField } from '../../components/editable-grid/gridFields';
import { ResizableHeaderCell, type ResizableHeaderProps } from '../../components/editable-grid/ResizableHeaderCell';
import { useGridColumnSettings } from '../../components/editable-grid/useGridColumnSettings';

// A column of a report table: its key, title, kind (the default width) and cell.
export type ReportColumn<Row> = {
  key: string;
  title: string;
  kind: FieldKind;
  width?: number;
  render: (row: Row) => React.ReactNode;
  align?: 'right';
};

const anyValue = z.unknown();

// money.md §9: column visibility and widths kept in local storage, through the grids' own mechanism (the keys
// 'columnVisibility' and 'columnWidths', one entry per table): the chooser, the resizable headers.
export const useReportColumns = <Row,>(storageKey: string, columns: ReportColumn<Row>[]) => {
  const fields = useMemo<GridField[]>(
    () => columns.map(({ key, title, kind, width }) => ({ key, field: { kind, label: title, rule: anyValue, column: { width } } })),
    // the columns' keys, titles and widths say whether the fields changed
    [JSON.stringify(columns.map(({ key, title, kind, width }) => [key, title, kind, width]))],
  );
  const settings = useGridColumnSettings(storageKey, fields);
  const byKey = new Map(columns.map((column) => [column.key, column]));
  const tableColumns: TableColumnType<Row>[] = settings.visibleFields.map((gridField) => {
    const column = byKey.get(gridField.key)!;
    const width = settings.widthOf(gridField);
    return {
      key: column.key,
      title: column.title,
      width,
      align: column.align,
      render: (_: unknown, row: Row) => column.render(row),
      onHeaderCell: (): ResizableHeaderProps & React.HTMLAttributes<HTMLElement> => ({
        width,
        onResize: (next: number) => settings.resize(column.key, next),
        onResizeEnd: (next: number) => settings.commitWidth(column.key, next),
      }),
    };
  });
  const chooser = (
    <ColumnChooser fields={fields} visibleKeys={new Set(settings.visibleFields.map(({ key }) => key))} onChange={settings.setVisible} />
  );
  return { columns: tableColumns, chooser, components: headerComponents };
};

export const headerComponents = { header: { cell: ResizableHeaderCell } };
