import { UndoOutlined } from '@ant-design/icons';
import { getDefaultSortOrder, useTable } from '@refinedev/antd';
import { useCan } from '@refinedev/core';
import { Alert, Button, Flex, Input, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { archivedTasks, TASKS_ARCHIVE_TITLE, taskToasts, tasks as taskResource, type TaskRow } from '../../../resources/tasks';
import { ExportButton } from '../../crud/ExportButton';
import { serverMessageOf } from '../../crud/serverErrors';
import { useServerCall } from '../../crud/useServerCall';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatDate } from '../../lib/date';

const PAGE_SIZE = 10; // §9: tables show 10 rows a page by default

// /archive/tasks (read Task): the archived tasks, paged, sorted and searched on the server with the view in the
// address; a task goes back to the board after a confirmation.
export default function ArchivedTasksPage() {
  const { tableProps, sorters, filters, setFilters, tableQuery } = useTable<TaskRow>({
    resource: archivedTasks.name,
    meta: { declaration: archivedTasks },
    syncWithLocation: true,
    pagination: { mode: 'server', pageSize: PAGE_SIZE },
    sorters: { initial: [{ field: 'deadline', order: 'desc' }] },
    errorNotification: false,
  });
  const { data: canUpdate } = useCan({ resource: archivedTasks.name, action: 'update', params: { subject: 'Task' } });
  const { call } = useServerCall();
  const [toRestore, setToRestore] = useState<TaskRow | null>(null);
  const [restoring, setRestoring] = useState(false);

  const q = (filters.find((filter) => 'field' in filter && filter.field === 'q')?.value as string | undefined) ?? '';
  const [search, setSearch] = useState(q);
  useEffect(() => setSearch(q), [q]);
  const applySearch = (value: string) => setFilters([{ field: 'q', operator: 'eq', value: value.trim() || undefined }], 'replace');

  const restore = async () => {
    if (!toRestore) return;
    setRestoring(true);
    try {
      await call({
        method: 'patch',
        path: `tasks/${toRestore.id}`,
        values: { isArchived: false },
        success: taskToasts.unarchived,
        failure: (error) => ({ message: taskToasts.unarchiveFailed, description: serverMessageOf(error) }),
        refresh: [archivedTasks.name, taskResource.name],
      });
      setToRestore(null);
    } catch {
      // refused: the failure toast has said why; the confirmation stays open
    } finally {
      setRestoring(false);
    }
  };

  // each column's title and width are the declaration's, which the Excel export heads its columns with
  const column = (key: keyof TaskRow & string) => ({ key, dataIndex: key, title: archivedTasks.fields[key]!.label, width: archivedTasks.fields[key]!.column?.width });
  const columns: TableColumnsType<TaskRow> = [
    { ...column('title'), sorter: true, defaultSortOrder: getDefaultSortOrder('title', sorters) },
    { ...column('description'), ellipsis: { showTitle: true } },
    {
      ...column('deadline'),
      sorter: true,
      defaultSortOrder: getDefaultSortOrder('deadline', sorters),
      render: (value: string | null) => formatDate(value),
    },
    {
      ...column('taskPriorityTypeName'),
      sorter: true,
      defaultSortOrder: getDefaultSortOrder('taskPriorityTypeName', sorters),
    },
    { ...column('taskStatusName'), render: (value: string) => <Tag>{value}</Tag> },
    {
      ...column('staffName'),
      sorter: true,
      defaultSortOrder: getDefaultSortOrder('staffName', sorters),
      render: (value: string | null) => value ?? 'Не назначена',
    },
    ...(canUpdate?.can
      ? [
          {
            key: 'actions',
            title: 'Действия',
            width: 100,
            align: 'center' as const,
            render: (_: unknown, row: TaskRow) => (
              <Tooltip title="Разархивировать">
                <Button type="text" icon={<UndoOutlined />} aria-label={`Разархивировать: ${row.title}`} onClick={() => setToRestore(row)} />
              </Tooltip>
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {TASKS_ARCHIVE_TITLE}
      </Typography.Title>
      <Flex gap={8} wrap justify="space-between">
        <Input.Search
          allowClear
          placeholder="Поиск по заголовку, описанию или исполнителю"
          aria-label="Поиск задач"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onSearch={applySearch}
          style={{ width: 420, maxWidth: '100%' }}
        />
        <ExportButton name={archivedTasks.name} query={{ filters, sorters }} fields={Object.keys(archivedTasks.fields)} />
      </Flex>
      {tableQuery.isError ? (
        <Alert
          type="error"
          showIcon
          message="Ошибка загрузки данных"
          description={tableQuery.error?.message}
          action={<Button onClick={() => void tableQuery.refetch()}>Повторить</Button>}
        />
      ) : (
        <Table<TaskRow>
          {...tableProps}
          rowKey="id"
          columns={columns}
          size="middle"
          locale={{ emptyText: 'Нет архивных задач' }}
          pagination={{ ...tableProps.pagination, showSizeChanger: true, pageSizeOptions: [10, 25, 50, 100] }}
          tableLayout="fixed"
          scroll={{ x: 1100 }}
        />
      )}
      <ConfirmDialog
        open={toRestore !== null}
        title="Подтверждение разархивации"
        text={toRestore && `Вернуть задачу «${toRestore.title}» на доску?`}
        confirmText="Разархивировать"
        loading={restoring}
        onConfirm={() => void restore()}
        onCancel={() => setToRestore(null)}
      />
    </Flex>
  );
}
