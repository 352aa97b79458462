import { CopyOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Input, Space, Table, Tag, Tooltip } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useApiUrl } from '@refinedev/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { http } from '../../../providers/data';
import { FORMATION_PAGE_SIZE, type FutureSchoolClass } from '../../../resources/formation';
import { chipTextOn, classLabel, statusCounts } from './formationBoard';
import { GroupFormModal, type GroupFormValues } from './GroupFormModal';
import { useGroupLookups, useStatuses, withDefaults } from './useFormation';
import { useFormationWrites } from './useFormationWrites';

type Sort = { field: 'name' | 'subjectName' | 'teacherName' | 'schoolYearName'; order: 'asc' | 'desc' };

// The group table (operations.md §2 tab 1): name, subject, teacher, class year and the composition by status as
// coloured chips; edit, duplicate (' (копия)'), delete with confirmation; 25 a page, paged on the server.
export const GroupTableTab = () => {
  const { modal } = App.useApp();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<Sort>({ field: 'name', order: 'asc' });
  const [q, setQ] = useState('');
  const [editing, setEditing] = useState<FutureSchoolClass | 'new' | undefined>();
  const lookups = useGroupLookups();
  const statuses = useStatuses();
  const apiUrl = useApiUrl();
  const params = { _start: (page - 1) * FORMATION_PAGE_SIZE, _end: page * FORMATION_PAGE_SIZE, _sort: sort.field, _order: sort.order, ...(q.trim() ? { q: q.trim() } : {}) };
  // the page and its X-Total-Count (the pager's count)
  const read = useQuery({
    queryKey: ['formation-table', params],
    queryFn: async () => {
      const response = await http.get<FutureSchoolClass[]>(`${apiUrl}/combined-school-classes/table`, { params });
      return { rows: response.data, total: Number(response.headers['x-total-count'] ?? response.data.length) };
    },
    placeholderData: keepPreviousData,
  });
  const list = { data: read.data?.rows, fetching: read.isFetching, error: read.error, refetch: async () => void (await read.refetch()) };
  const total = read.data?.total;
  const writes = useFormationWrites(async () => {
    await list.refetch();
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

  const sorter = (field: Sort['field']) => ({
    sorter: true,
    sortOrder: (sort.field === field ? (sort.order === 'asc' ? 'ascend' : 'descend') : null) as SortOrder,
  });

  return (
    <>
      <Flex justify="space-between" wrap gap={8} style={{ marginBottom: 12 }}>
        <Input.Search
          aria-label="Поиск групп"
          placeholder="Группа, предмет, преподаватель, класс"
          allowClear
          style={{ width: 320 }}
          onSearch={(value) => {
            setQ(value);
            setPage(1);
          }}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          Новая группа
        </Button>
      </Flex>
      {list.error ? <Alert type="error" showIcon message="Error loading data" style={{ marginBottom: 12 }} /> : null}
      <Table<FutureSchoolClass>
        rowKey="id"
        size="middle"
        loading={list.fetching}
        dataSource={list.data ?? []}
        scroll={{ x: 900 }}
        locale={{ emptyText: 'Нет групп' }}
        pagination={{ current: page, pageSize: FORMATION_PAGE_SIZE, total: total ?? list.data?.length, showSizeChanger: false }}
        onChange={(pagination, _filters, sorterInfo) => {
          setPage(pagination.current ?? 1);
          const one = Array.isArray(sorterInfo) ? sorterInfo[0] : sorterInfo;
          if (one?.order) setSort({ field: one.columnKey as Sort['field'], order: one.order === 'ascend' ? 'asc' : 'desc' });
          else setSort({ field: 'name', order: 'asc' });
        }}
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

