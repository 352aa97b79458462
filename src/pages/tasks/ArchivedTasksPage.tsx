import { UndoOutlined } from '@ant-design/icons';
import { getDefaultSortOrder, useTable } from '@refinedev/antd';
import { useCan } from '@refinedev/core';
import { Alert, Button, Flex, Input, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { archivedTasks, TASKS_ARCHIVE_TITLE, taskToasts, tasks as taskResource, type TaskRow } from '../../../resources/tasks';
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

  const columns: TableColumnsType<TaskRow> = [
    { key: 'title', dataIndex: 'title', title: 'Заголовок', width: 280, sorter: true, defaultSortOrder: getDefaultSortOrder('title', sorters) },
    { key: 'description', dataIndex: 'description', title: 'Описание', width: 240, ellipsis: { showTitle: true } },
    {
      key: 'deadline',
      dataIndex: 'deadline',
      title: 'Дедлайн',
      width: 120,
      sorter: true,
      defaultSortOrder: getDefaultSortOrder('deadline', sorters),
      render: (value: string | null) => formatDate(value),
    },
    {
      key: 'taskPriorityTypeName',
      dataIndex: 'taskPriorityTypeName',
      title: 'Приоритет',
      width: 120,
      sorter: true,
      defaultSortOrder: getDefaultSortOrder('taskPriorityTypeName', sorters),
    },
    { key: 'taskStatusName', dataIndex: 'taskStatusName', title: 'Статус', width: 130, render: (value: string) => <Tag>{value}</Tag> },
    {
      key: 'staffName',
      dataIndex: 'staffName',
      title: 'Исполнитель',
      width: 180,
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
      <Input.Search
        allowClear
        placeholder="Поиск по заголовку, описанию или исполнителю"
        aria-label="Поиск задач"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onSearch={applySearch}
        style={{ width: 420, maxWidth: '100%' }}
      />
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
