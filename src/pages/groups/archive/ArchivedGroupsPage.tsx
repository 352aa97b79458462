import { EditOutlined, SearchOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { archivedGroups, compareClassNames, type ArchivedGroupRow } from '../../../../resources/groups';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useBrowserTable } from '../../../crud/useBrowserTable';
import { groupPagePath } from '../card/groupLinks';
import { LoadError } from '../list/LoadError';
import { useGroupRights } from '../rights/useGroupRights';
import { unarchiveQuestion, visibleArchivedGroups } from './archivedGroupView';
import { EditArchivedGroupDialog } from './EditArchivedGroupDialog';
import { useUnarchiveGroup } from './useUnarchiveGroup';
import { russianCollation } from '../../../../resources/collation';

const collator = russianCollation({ numeric: true, sensitivity: 'base' });

const columns: TableColumnsType<ArchivedGroupRow> = [
  {
    key: 'className',
    title: 'Группа',
    render: (_, row) => <Link to={groupPagePath(row.classId)}>{row.className}</Link>,
    sorter: (left, right) => collator.compare(left.className, right.className),
  },
  {
    key: 'teacherName',
    title: 'Преподаватель',
    dataIndex: 'teacherName',
    sorter: (left, right) => collator.compare(left.teacherName, right.teacherName),
  },
  {
    key: 'schoolYearDescription',
    title: 'Класс',
    dataIndex: 'schoolYearDescription',
    sorter: (left, right) => compareClassNames(left.schoolYearDescription, right.schoolYearDescription),
  },
  { key: 'classCycle', title: 'Цикл', dataIndex: 'classCycle', width: 90, sorter: (left, right) => left.classCycle - right.classCycle },
];

// operations.md §2: the archived groups; those who may manage everything edit one (name, cycle, class, teacher)
// or bring it back after a confirmation.
export default function ArchivedGroupsPage() {
  const { canManageAll } = useGroupRights();
  const list = useBrowserTable<ArchivedGroupRow>({ declaration: archivedGroups, pageSize: 25, search: visibleArchivedGroups });
  const unarchive = useUnarchiveGroup();
  const [toRestore, setToRestore] = useState<ArchivedGroupRow | null>(null);
  const [restoring, setRestoring] = useState(false);
  const [toEdit, setToEdit] = useState<ArchivedGroupRow | null>(null);

  const restore = async () => {
    if (!toRestore) return;
    setRestoring(true);
    try {
      if (await unarchive(toRestore)) setToRestore(null);
    } finally {
      setRestoring(false);
    }
  };

  const actionColumn: TableColumnsType<ArchivedGroupRow>[number] = {
    key: 'actions',
    title: 'Действия',
    width: 120,
    align: 'center',
    render: (_, row) => (
      <>
        <Tooltip title="Изменить">
          <Button type="text" icon={<EditOutlined />} aria-label={`Изменить: ${row.className}`} onClick={() => setToEdit(row)} />
        </Tooltip>
        <Tooltip title="Разархивировать">
          <Button type="text" icon={<UndoOutlined />} aria-label={`Разархивировать: ${row.className}`} onClick={() => setToRestore(row)} />
        </Tooltip>
      </>
    ),
  };

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        Архив групп
      </Typography.Title>
      <Input
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        placeholder="Поиск по группе, преподавателю или классу"
        aria-label="Поиск групп"
        value={list.search}
        onChange={(event) => list.setSearch(event.target.value)}
        style={{ width: 400, maxWidth: '100%' }}
      />
      {list.error ? (
        <LoadError error={list.error} onRetry={() => void list.query.refetch()} />
      ) : (
        <Table<ArchivedGroupRow>
          {...list.tableProps}
          rowKey="classId"
          columns={list.sortable(canManageAll ? [...columns, actionColumn] : columns)}
          size="middle"
          locale={{ emptyText: 'Нет архивных групп' }}
          pagination={{ ...list.tableProps.pagination, hideOnSinglePage: true, showSizeChanger: false }}
          scroll={{ x: 'max-content' }}
        />
      )}
      <EditArchivedGroupDialog group={toEdit} onClose={() => setToEdit(null)} />
      <ConfirmDialog
        open={toRestore !== null}
        title="Подтверждение разархивации"
        text={toRestore && unarchiveQuestion(toRestore.className)}
        confirmText="Разархивировать"
        loading={restoring}
        onConfirm={() => void restore()}
        onCancel={() => setToRestore(null)}
      />
    </Flex>
  );
}
