import { ArchivedSwitch } from './ArchivedSwitch';
import { LoadFailedAlert } from './LoadFailedAlert';
import { InboxOutlined, LinkOutlined, UndoOutlined } from '@ant-design/icons';
import { useNotification } from '@refinedev/core';
import { Button, Flex, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { serverMessageOf } from '../../crud/serverErrors';
import { useServerCall } from '../../crud/useServerCall';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { fillMessage } from '../../lib/message';
import { GroupChatFormModal, type GroupChatValues } from './GroupChatFormModal';
import { mailingToasts } from './mailingToasts';
import type { RegisteredGroupChat } from './mailingTypes';
import { useMailingRead } from './useMailingRead';
import { ToneTag } from './ToneTag';

const CHAT_UPDATED = 'Групповой чат успешно обновлен!';
const CHAT_UPDATE_FAILED = 'Ошибка при обновлении группового чата: {message}';
const CHAT_RESTORED = 'Групповой чат успешно разархивирован!';
const CHAT_RESTORE_FAILED = 'Ошибка при разархивировании: {message}';

const audienceOf = (chat: RegisteredGroupChat) => [
  ...(chat.isGroupChatForStudents ? [<Tag key="s" color="blue">Ученики</Tag>] : []),
  ...(chat.isGroupChatForParents ? [<Tag key="p" color="purple">Родители</Tag>] : []),
];

// operations.md §2 "Registered group chats tab": the chats the bot was added to, tied to a group and archived here.
export function GroupChatsTab() {
  const [withArchived, setWithArchived] = useState(false);
  const { data, loading, error, retry } = useMailingRead<RegisteredGroupChat[]>('group-chats-info', {
    query: withArchived ? undefined : { isArchived: 'false' },
  });
  const { send } = useServerCall();
  const { open } = useNotification();
  const [editing, setEditing] = useState<RegisteredGroupChat | null>(null);
  const [toArchive, setToArchive] = useState<RegisteredGroupChat | null>(null);
  const [busy, setBusy] = useState(false);

  const patch = async (chat: RegisteredGroupChat, body: object, success: string, failure: string) => {
    setBusy(true);
    try {
      await send('patch', `group-chats/${chat.id}`, body);
      open?.({ type: 'success', message: success });
      retry();
      return true;
    } catch (failed) {
      open?.({ type: 'error', message: fillMessage(failure, serverMessageOf(failed as never)) });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const save = async (values: GroupChatValues) => {
    if (editing && (await patch(editing, values, CHAT_UPDATED, CHAT_UPDATE_FAILED))) setEditing(null);
  };
  const archive = async () => {
    if (toArchive && (await patch(toArchive, { isArchived: true }, mailingToasts.chatArchived, mailingToasts.chatArchiveFailed))) setToArchive(null);
  };

  const columns: TableColumnsType<RegisteredGroupChat> = [
    { key: 'chatName', dataIndex: 'chatName', title: 'Чат', width: 260 },
    { key: 'schoolClassName', dataIndex: 'schoolClassName', title: 'Группа', width: 220, render: (name: string | null) => name ?? <Typography.Text type="secondary">Не привязан</Typography.Text> },
    { key: 'audience', title: 'Для кого', width: 180, render: (_, chat) => audienceOf(chat) },
    { key: 'telegramChatId', dataIndex: 'telegramChatId', title: 'ID в Telegram', width: 170 },
    { key: 'isArchived', dataIndex: 'isArchived', title: 'Состояние', width: 120, render: (archived: boolean) => (archived ? <ToneTag tone="default">В архиве</ToneTag> : <ToneTag tone="success">Активен</ToneTag>) },
    {
      key: 'actions',
      title: 'Действия',
      width: 110,
      align: 'center',
      render: (_, chat) => (
        <Flex justify="center">
          <Tooltip title="Привязать к группе">
            <Button type="text" icon={<LinkOutlined />} aria-label={`Привязать чат «${chat.chatName}»`} onClick={() => setEditing(chat)} />
          </Tooltip>
          {chat.isArchived ? (
            <Tooltip title="Вернуть из архива">
              <Button
                type="text"
                icon={<UndoOutlined />}
                aria-label={`Вернуть чат «${chat.chatName}» из архива`}
                onClick={() => void patch(chat, { isArchived: false }, CHAT_RESTORED, CHAT_RESTORE_FAILED)}
              />
            </Tooltip>
          ) : (
            <Tooltip title="Архивировать">
              <Button type="text" icon={<InboxOutlined />} aria-label={`Архивировать чат «${chat.chatName}»`} onClick={() => setToArchive(chat)} />
            </Tooltip>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Чат появляется здесь сам, когда бота добавляют в группу Telegram. Привяжите его к группе и отметьте, для кого он.
      </Typography.Paragraph>
      <ArchivedSwitch id="chats-with-archived" checked={withArchived} onChange={setWithArchived} />
      {error ? (
        <LoadFailedAlert error={error} retry={retry} />
      ) : (
        <Table<RegisteredGroupChat>
          rowKey="id"
          dataSource={data ?? []}
          loading={loading}
          columns={columns}
          size="middle"
          locale={{ emptyText: 'Групповых чатов пока нет' }}
          pagination={{ pageSize: 25, hideOnSinglePage: true, showSizeChanger: false }}
          tableLayout="fixed"
          scroll={{ x: 1000 }}
        />
      )}
      <GroupChatFormModal chat={editing} saving={busy} onSave={(values) => void save(values)} onCancel={() => setEditing(null)} />
      <ConfirmDialog
        open={toArchive !== null}
        title="Архивировать групповой чат?"
        text={toArchive && `В чат «${toArchive.chatName}» больше не будут уходить рассылки.`}
        confirmText="Архивировать"
        loading={busy}
        onConfirm={() => void archive()}
        onCancel={() => setToArchive(null)}
      />
    </Flex>
  );
}
