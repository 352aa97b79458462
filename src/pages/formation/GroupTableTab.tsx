import { CopyOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Input, Space, Table, Tag, Tooltip } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useTable } from '@refinedev/antd';
import { useSyncWithLocation, type HttpError } from '@refinedev/core';
import { useState } from 'react';
import { FORMATION_PAGE_SIZE, type FutureSchoolClass } from '../../../resources/formation';
import { SEARCH_FIELD } from '../../crud/listView';
import { readList } from '../../crud/readList';
import { chipTextOn, classLabel, statusCounts } from './formationBoard';
import { GroupFormModal, type GroupFormValues } from './GroupFormModal';
import { useGroupLookups, useStatuses, withDefaults } from './useFormation';
import { useFormationWrites } from './useFormationWrites';

type SortField = 'name' | 'subjectName' | 'teacherName' | 'schoolYearName';

// paged, sorted and searched by the server (the simple-rest query, its X-Total-Count the pager's count)
const formationGroups = readList<FutureSchoolClass>('combined-school-classes', 'Request', 'id', 'combined-school-classes/table');
const byName = [{ field: 'name', order: 'asc' as const }];
const keepPrevious = <T,>(previous: T | undefined) => previous;

// The group table (operations.md §2 tab 1): name, subject, teacher, class year and the composition by status as
// coloured chips; edit, duplicate (' (копия)'), delete with confirmation; 25 a page, paged on the server, with
// page, sort and search in the URL (Refine's useTable).
export const GroupTableTab = () => {
  const { modal } = App.useApp();
  const { syncWithLocation } = useSyncWithLocation();
  const { tableProps, tableQuery, sorters, filters, setFilters, setCurrentPage } = useTable<FutureSchoolClass, HttpError>({
    resource: formationGroups.name,
    meta: { declaration: formationGroups },
    syncWithLocation,
    pagination: { mode: 'server', pageSize: FORMATION_PAGE_SIZE },
    sorters: { initial: byName },
    queryOptions: { placeholderData: keepPrevious }, // the page shown stays while the next one loads
    errorNotification: false, // the error shows above the table
  });
  const [editing, setEditing] = useState<FutureSchoolClass | 'new' | undefined>();
  const lookups = useGroupLookups();
  const statuses = useStatuses();
  const search = filters.find((filter) => 'field' in filter && filter.field === SEARCH_FIELD)?.value as string | undefined;
  const writes = useFormationWrites(async () => {
    await tableQuery.refetch();
  });
  const statusOrder = (statuses.data ?? []).map((status) => status.id);

  const save = async (values: GroupFormValues) => {
    const body = withDefaults(values, lookups);
    const saved = editing === 'new' || editing === undefined ? await writes.createGroup(body) : await writes.updateGroup(editing.id, body);
    if (saved) setEditing(undefined);
  };

  const confirmDelete = (group: FutureSchoolClass) =>
    modal.confirm({
      title: 'Удалить группу?',
      content: `Группа «${group.name}» и ее список будут удалены. Это действие нельзя отменить.`,
      okText: 'Удалить',
      okButtonProps: { danger: true },
      cancelText: 'Отмена',
      onOk: () => writes.deleteGroup(group.id),
    });

  const sorter = (field: SortField) => ({
    sorter: true,
    sortOrder: (sorters[0]?.field === field ? (sorters[0].order === 'asc' ? 'ascend' : 'descend') : null) as SortOrder,
  });

  return (
    <>
      <Flex justify="space-between" wrap gap={8} style={{ marginBottom: 12 }}>
        <Input.Search
          aria-label="Поиск групп"
          placeholder="Группа, предмет, преподаватель, класс"
          allowClear
          style={{ width: 320 }}
          defaultValue={search}
          onSearch={(value) => {
            setFilters(value.trim() ? [{ field: SEARCH_FIELD, operator: 'eq', value: value.trim() }] : [], 'replace');
            setCurrentPage(1);
          }}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          Новая группа
        </Button>
      </Flex>
      {tableQuery.isError ? <Alert type="error" showIcon message="Error loading data" style={{ marginBottom: 12 }} /> : null}
      <Table<FutureSchoolClass>
        {...tableProps}
        rowKey="id"
        size="middle"
        loading={tableQuery.isFetching}
        scroll={{ x: 900 }}
        locale={{ emptyText: 'Нет групп' }}
        pagination={{ ...tableProps.pagination, showSizeChanger: false }}
        columns={[
          { key: 'name', title: 'Название', dataIndex: 'name', ...sorter('name') },
          { key: 'subjectName', title: 'Предмет', dataIndex: 'subjectName', ...sorter('subjectName') },
          { key: 'teacherName', title: 'Преподаватель', dataIndex: 'teacherName', ...sorter('teacherName') },
          { key: 'schoolYearName', title: 'Класс', dataIndex: 'schoolYearName', render: (value: string | null) => classLabel(value), ...sorter('schoolYearName') },
          {
            key: 'composition',
            title: 'Состав',
            render: (_value, group) =>
              group.futureEnrollments.length === 0 ? (
                '—'
              ) : (
                <Space size={[4, 4]} wrap>
                  {statusCounts(group.futureEnrollments, statusOrder).map((count) => {
                    const names = group.futureEnrollments.filter((person) => person.clientSchoolClassStatusId === count.statusId).map((person) => person.personName);
                    return (
                      <Tooltip key={count.statusId} title={names.join(', ')}>
                        <Tag color={count.color} style={{ color: chipTextOn(count.color) }} tabIndex={0}>
                          {count.name}: {count.count}
                        </Tag>
                      </Tooltip>
                    );
                  })}
                </Space>
              ),
          },
          {
            key: 'actions',
            title: 'Действия',
            width: 150,
            render: (_value, group) => (
              <Space>
                <Button size="small" icon={<EditOutlined />} aria-label={`Изменить группу «${group.name}»`} onClick={() => setEditing(group)} />
                <Button size="small" icon={<CopyOutlined />} aria-label={`Копировать группу «${group.name}»`} onClick={() => void writes.duplicateGroup(group.id)} />
                <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Удалить группу «${group.name}»`} onClick={() => confirmDelete(group)} />
              </Space>
            ),
          },
        ]}
      />
      <GroupFormModal
        open={editing !== undefined}
        group={editing === 'new' ? undefined : editing}
        lookups={lookups}
        saving={writes.saving}
        onSave={(values) => void save(values)}
        onCancel={() => setEditing(undefined)}
      />
    </>
  );
};

