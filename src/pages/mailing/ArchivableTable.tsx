import { InboxOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Flex, Table, Tooltip, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import type { AnyResource } from '../../../resources/define';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useBrowserTable } from '../../crud/useBrowserTable';
import { ArchivedSwitch } from './ArchivedSwitch';
import { LoadFailedAlert } from './LoadFailedAlert';
import { ToneTag } from './ToneTag';
import { useArchiveToggle, type ArchiveToasts } from './useArchiveToggle';

type ArchivableRow = { id: number; isArchived: boolean };

export type ArchivableTableProps<Row extends ArchivableRow> = {
  declaration: AnyResource;
  columns: TableColumnsType<Row>; // the screen's own, before 'Состояние' and 'Действия'
  editButton: (row: Row) => ReactNode;
  texts: {
    switchId: string;
    empty: string;
    archiveLabel: (row: Row) => string;
    restoreLabel: (row: Row) => string;
    confirmTitle: string;
    confirmText: (row: Row) => string;
  };
  toasts: ArchiveToasts;
  toolbar?: ReactNode; // before 'Показывать архивные'
  scrollX?: number;
};

const WITH_ARCHIVED = 'withArchived';
const activeUnlessAsked = <Row extends ArchivableRow>(rows: readonly Row[], filterOf: (field: string) => unknown) =>
  String(filterOf(WITH_ARCHIVED)) === 'true' ? [...rows] : rows.filter((row) => !row.isArchived);

// A mailing list whose rows are archived, never deleted (templates, registered chats; operations.md §2): the
// whole list through Refine's useTable, the archived ones shown on request, page and that choice in the URL;
// each row edited in the screen's dialog, archived after a confirmation and brought back at once.
export function ArchivableTable<Row extends ArchivableRow>({ declaration, columns, editButton, texts, toasts, toolbar, scrollX }: ArchivableTableProps<Row>) {
  const list = useBrowserTable<Row>({ declaration, pageSize: 25, narrow: activeUnlessAsked });
  const { toggle, toggling } = useArchiveToggle(declaration, toasts);
  const [toArchive, setToArchive] = useState<Row | null>(null);

  const archive = async () => {
    if (toArchive && (await toggle(toArchive.id, true))) setToArchive(null);
  };

  const allColumns: TableColumnsType<Row> = [
    ...columns,
    {
      key: 'isArchived',
      dataIndex: 'isArchived',
      title: 'Состояние',
      width: 130,
      render: (archived: boolean) => (archived ? <ToneTag tone="default">В архиве</ToneTag> : <ToneTag tone="success">Активен</ToneTag>),
    },
    {
      key: 'actions',
      title: 'Действия',
      width: 110,
      align: 'center',
      render: (_, row) => (
        <Flex justify="center">
          {editButton(row)}
          {row.isArchived ? (
            <Tooltip title="Вернуть из архива">
              <Button type="text" icon={<UndoOutlined />} aria-label={texts.restoreLabel(row)} onClick={() => void toggle(row.id, false)} />
            </Tooltip>
          ) : (
            <Tooltip title="Архивировать">
              <Button type="text" icon={<InboxOutlined />} aria-label={texts.archiveLabel(row)} onClick={() => setToArchive(row)} />
            </Tooltip>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <>
      <Flex gap={16} align="center" wrap>
        {toolbar}
        <ArchivedSwitch
          id={texts.switchId}
          checked={String(list.filterOf(WITH_ARCHIVED)) === 'true'}
          onChange={(checked) => list.setFilter(WITH_ARCHIVED, checked ? true : undefined)}
        />
      </Flex>
      {list.error ? (
        <LoadFailedAlert error={list.error} retry={() => void list.query.refetch()} />
      ) : (
        <Table<Row>
          {...list.tableProps}
          rowKey="id"
          columns={list.sortable(allColumns)}
          size="middle"
          locale={{ emptyText: texts.empty }}
          pagination={{ ...list.tableProps.pagination, hideOnSinglePage: true, showSizeChanger: false }}
          tableLayout="fixed"
          scroll={scrollX ? { x: scrollX } : undefined}
        />
      )}
      <ConfirmDialog
        open={toArchive !== null}
        title={texts.confirmTitle}
        text={toArchive && texts.confirmText(toArchive)}
        confirmText="Архивировать"
        loading={toggling}
        onConfirm={() => void archive()}
        onCancel={() => setToArchive(null)}
      />
    </>
  );
}
