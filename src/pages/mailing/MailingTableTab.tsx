import { LoadFailedAlert } from './LoadFailedAlert';
import { CopyOutlined, DeleteOutlined } from '@ant-design/icons';
import { getDefaultSortOrder, useTable } from '@refinedev/antd';
import { useNotification } from '@refinedev/core';
import { Button, Flex, Input, Space, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { announcementStatusLook } from '../../../resources/operations/announcement-status';
import { serverMessageOf } from '../../crud/serverErrors';
import { useServerCall } from '../../crud/useServerCall';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { fillMessage } from '../../lib/message';
import { audienceLabels } from './audience';
import { AudienceChips } from './AudienceChips';
import { mailingTable } from './mailingResources';
import { mailingToasts } from './mailingToasts';
import type { AnnouncementRow } from './mailingTypes';
import { htmlToPlainText } from './telegramHtml';
import { formatInZone } from './timeZone';
import { TimeZoneSelect, useMailingTimeZone } from './TimeZoneSelect';
import { useRecipientNames } from './useRecipientNames';
import { ToneTag } from './ToneTag';

const PAGE_SIZE = 25; // operations.md §9
const REFRESH_MS = 60_000; // §2: the table is read again every 60 s

const recipientsOf = (row: AnnouncementRow) => [...row.schoolClasses, ...row.staffInfos, ...row.groupChats].map((item) => item.name);

// The mailings (operations.md §2 "Mailing table"): paged on the server with the page, sort and search in the
// address; each number opens the detail; recipients are copied and rows deleted after a confirmation.
export function MailingTableTab() {
  const { tableProps, sorters, filters, setFilters, tableQuery } = useTable<AnnouncementRow>({
    resource: mailingTable.name,
    meta: { declaration: mailingTable },
    syncWithLocation: true,
    pagination: { mode: 'server', pageSize: PAGE_SIZE },
    sorters: { initial: [{ field: 'sendDateTime', order: 'desc' }] },
    queryOptions: { refetchInterval: REFRESH_MS },
    errorNotification: false,
  });
  const [zone] = useMailingTimeZone();
  const { send, refresh } = useServerCall();
  const { open } = useNotification();
  const [toDelete, setToDelete] = useState<AnnouncementRow | null>(null);
  const [toCopy, setToCopy] = useState<AnnouncementRow | null>(null);
  const recipientNames = useRecipientNames(toCopy?.id);
  const [busy, setBusy] = useState(false);

  const q = (filters.find((filter) => 'field' in filter && filter.field === 'q')?.value as string | undefined) ?? '';
  const [search, setSearch] = useState(q);
  useEffect(() => setSearch(q), [q]);
  const applySearch = (value: string) => setFilters([{ field: 'q', operator: 'eq', value: value.trim() || undefined }], 'replace');

  const remove = async () => {
    if (!toDelete) return;
    setBusy(true);
    try {
      await send('post', 'announcements-controller/delete', {
        announcementId: toDelete.id,
        sendToParents: toDelete.sendToParents,
        sendToStudents: toDelete.sendToStudents,
        sendToStaff: toDelete.sendToStaff,
      });
      open?.({ type: 'success', message: mailingToasts.deleted });
      setToDelete(null);
      await refresh([mailingTable.name]);
    } catch (error) {
      open?.({ type: 'error', message: fillMessage(mailingToasts.deleteFailed, serverMessageOf(error as never)) });
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    if (!toCopy) return;
    setBusy(true);
    try {
      if (recipientNames.error) throw recipientNames.error;
      if (recipientNames.text === undefined) return;
      await navigator.clipboard.writeText(recipientNames.text);
      open?.({ type: 'success', message: 'Получатели скопированы в буфер обмена' });
      setToCopy(null);
    } catch (error) {
      open?.({ type: 'error', message: fillMessage('Не удалось скопировать получателей: {message}', serverMessageOf(error as never)) });
    } finally {
      setBusy(false);
    }
  };

  const columns: TableColumnsType<AnnouncementRow> = [
    {
      key: 'id',
      dataIndex: 'id',
      title: '№',
      width: 80,
      sorter: true,
      defaultSortOrder: getDefaultSortOrder('id', sorters),
      render: (id: number) => <Link to={`/announcements/${id}`}>{id}</Link>,
    },
    {
      key: 'sendDateTime',
      dataIndex: 'sendDateTime',
      title: 'Дата отправки',
      width: 160,
      sorter: true,
      defaultSortOrder: getDefaultSortOrder('sendDateTime', sorters),
      render: (moment: string) => formatInZone(moment, zone),
    },
    {
      key: 'messageText',
      dataIndex: 'messageText',
      title: 'Текст',
      ellipsis: { showTitle: true },
      render: (html: string, row) => htmlToPlainText(html) || (row.filesCount > 0 ? `Файлы: ${row.filesCount}` : ''),
    },
    { key: 'audience', title: 'Кому', width: 200, render: (_, row) => <AudienceChips items={audienceLabels(row)} label="Кому" colour="blue" /> },
    { key: 'recipients', title: 'Получатели', width: 300, render: (_, row) => <AudienceChips items={recipientsOf(row)} label={`Получатели рассылки №${row.id}`} /> },
    {
      key: 'status',
      dataIndex: 'status',
      title: 'Статус',
      width: 170,
      render: (status: string) => {
        const look = announcementStatusLook(status);
        return <ToneTag tone={look.color}>{look.label}</ToneTag>;
      },
    },
    {
      key: 'actions',
      title: 'Действия',
      width: 110,
      align: 'center',
      render: (_, row) => (
        <Space size={0}>
          <Tooltip title="Копировать получателей">
            <Button type="text" icon={<CopyOutlined />} aria-label={`Копировать получателей рассылки №${row.id}`} onClick={() => setToCopy(row)} />
          </Tooltip>
          <Tooltip title="Удалить">
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Удалить рассылку №${row.id}`} onClick={() => setToDelete(row)} />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex gap={16} wrap justify="space-between">
        <Input.Search
          allowClear
          placeholder="Поиск по тексту рассылки"
          aria-label="Поиск рассылок"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onSearch={applySearch}
          style={{ width: 360, maxWidth: '100%' }}
        />
        <TimeZoneSelect />
      </Flex>
      {tableQuery.isError ? (
        <LoadFailedAlert error={tableQuery.error} retry={() => void tableQuery.refetch()} />
      ) : (
        <Table<AnnouncementRow>
          {...tableProps}
          rowKey="id"
          columns={columns}
          size="middle"
          locale={{ emptyText: 'Рассылок пока нет' }}
          pagination={{ ...tableProps.pagination, showSizeChanger: false }}
          tableLayout="fixed"
          scroll={{ x: 1200 }}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Удалить рассылку?"
        text={
          toDelete && (
            <>
              Рассылка №{toDelete.id} исчезнет из таблицы; сообщения, которые ещё не ушли, не будут отправлены.
              <Typography.Text type="secondary"> Уже доставленные сообщения останутся у получателей.</Typography.Text>
            </>
          )
        }
        confirmText="Удалить"
        danger
        loading={busy}
        onConfirm={() => void remove()}
        onCancel={() => setToDelete(null)}
      />
      <ConfirmDialog
        open={toCopy !== null}
        title="Копировать получателей?"
        text={toCopy && `Имена получателей рассылки №${toCopy.id} будут скопированы в буфер обмена.`}
        confirmText="Копировать"
        loading={busy || recipientNames.loading}
        onConfirm={() => void copy()}
        onCancel={() => setToCopy(null)}
      />
    </Flex>
  );
}
