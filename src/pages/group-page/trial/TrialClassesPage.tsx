import { useTable } from '@refinedev/antd';
import type { CrudFilter } from '@refinedev/core';
import { Flex, Input, Table, Typography, type TableColumnType } from 'antd';
import { useEffect, useState } from 'react';
import { TRIAL_CLASSES_TITLE, trialClasses, type TrialClassRow } from '../../../../resources/trial-classes';
import { ColumnChooser } from '../../../components/editable-grid/ColumnChooser';
import { ResizableHeaderCell, type ResizableHeaderProps } from '../../../components/editable-grid/ResizableHeaderCell';
import { DateCell } from '../../../components/DateCell';
import { ExportButton } from '../../../crud/ExportButton';
import { fillMessage } from '../../../lib/message';
import { TRIAL_COLUMNS, type TrialColumnKey } from './trialColumns';
import { useTrialColumnSettings } from './useTrialColumnSettings';

const PAGE_SIZE = 10; // operations.md §9
const FILTER_DEBOUNCE_MS = 300;
const headerComponents = { header: { cell: ResizableHeaderCell } };
const chooserFields = TRIAL_COLUMNS.map(({ key, title }) => ({ key, field: { kind: 'text' as const, label: title, rule: undefined as never } }));

const cellOf = (row: TrialClassRow, key: TrialColumnKey) => {
  switch (key) {
    case 'lessonDate':
      return <DateCell value={row.lessonDate} />;
    case 'attendanceGrade':
    case 'classworkGrade':
    case 'homeworkGrade':
      return row.lessonGrades[key] ?? '';
    default:
      return row[key] ?? '';
  }
};

const searchOf = (filters: CrudFilter[]) => {
  const found = filters.find((filter) => 'field' in filter && filter.field === 'q');
  return typeof found?.value === 'string' ? found.value : '';
};

// /clients/trial-classes (operations.md §2 "Trial lessons"): the leads' trial lessons, paged, sorted and searched by
// the server with the view in the address; a quick filter; columns shown and sized as the user left them.
export default function TrialClassesPage() {
  const settings = useTrialColumnSettings();
  const { tableProps, filters, setFilters, sorters } = useTable<TrialClassRow>({
    resource: trialClasses.name,
    meta: { declaration: trialClasses },
    syncWithLocation: true,
    pagination: { mode: 'server', pageSize: PAGE_SIZE },
    sorters: { mode: 'server' },
    filters: { mode: 'server' },
    queryOptions: { placeholderData: (previous) => previous },
    errorNotification: (error) => ({ type: 'error', message: fillMessage('Ошибка при загрузке данных: {message}', error?.message) }),
  });
  const [search, setSearch] = useState(() => searchOf(filters));
  useEffect(() => {
    if (search === searchOf(filters)) return;
    const timer = window.setTimeout(() => setFilters(search.trim() ? [{ field: 'q', operator: 'eq', value: search.trim() }] : [], 'replace'), FILTER_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [search]);

  const sorted = sorters[0];
  const columns: TableColumnType<TrialClassRow>[] = settings.shown.map((column) => {
    const width = settings.widthOf(column.key);
    return {
      key: column.sortField,
      // antd reports a sort only for a column with a dataIndex; the key names the server's field
      dataIndex: column.key,
      title: column.title,
      width,
      sorter: true,
      sortOrder: sorted?.field === column.sortField ? (sorted.order === 'asc' ? 'ascend' : 'descend') : null,
      render: (_, row) => cellOf(row, column.key),
      onHeaderCell: (): ResizableHeaderProps & React.HTMLAttributes<HTMLElement> => ({
        width,
        onResize: (next: number) => settings.resize(column.key, next),
        onResizeEnd: (next: number) => settings.commitWidth(column.key, next),
      }),
    };
  });

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {TRIAL_CLASSES_TITLE}
      </Typography.Title>
      <Flex gap={8} wrap justify="space-between" style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          aria-label="Быстрый фильтр"
          placeholder="Быстрый фильтр: ученик, группа, предмет"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ maxWidth: 420 }}
        />
        <Flex gap={8}>
          <ColumnChooser fields={chooserFields} visibleKeys={new Set(settings.shown.map((column) => column.key))} onChange={settings.setVisible} />
          <ExportButton name={trialClasses.name} query={{ filters, sorters }} fields={settings.shown.map((column) => column.key)} />
        </Flex>
      </Flex>
      <Table<TrialClassRow>
        {...tableProps}
        rowKey="clientTrialClassId"
        columns={columns}
        components={headerComponents}
        tableLayout="fixed"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'Нет данных' }}
        pagination={{ ...tableProps.pagination, showSizeChanger: true, pageSizeOptions: [10, 25, 50, 100], showTotal: (total) => `Всего: ${total}` }}
      />
    </>
  );
}
