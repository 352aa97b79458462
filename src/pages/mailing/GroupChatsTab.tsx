import { LinkOutlined } from '@ant-design/icons';
import { Button, Flex, Select, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { groupChatArchiveToasts, groupChats } from '../../../resources/group-chats';
import { DeclaredFormModal, type FormInputProps } from '../../crud/DeclaredFormModal';
import { useDeclaredModalForm } from '../../crud/useDeclaredModalForm';
import { ArchivableTable } from './ArchivableTable';
import type { RegisteredGroupChat } from './mailingTypes';
import { useGroupOptions } from './useGroupOptions';

const audienceOf = (chat: RegisteredGroupChat) => [
  ...(chat.isGroupChatForStudents ? [<Tag key="s" color="blue">Ученики</Tag>] : []),
  ...(chat.isGroupChatForParents ? [<Tag key="p" color="purple">Родители</Tag>] : []),
];

const columns: TableColumnsType<RegisteredGroupChat> = [
  { key: 'chatName', dataIndex: 'chatName', title: 'Чат', width: 260 },
  { key: 'schoolClassName', dataIndex: 'schoolClassName', title: 'Группа', width: 220, render: (name: string | null) => name ?? <Typography.Text type="secondary">Не привязан</Typography.Text> },
  { key: 'audience', title: 'Для кого', width: 180, render: (_, chat) => audienceOf(chat) },
  { key: 'telegramChatId', dataIndex: 'telegramChatId', title: 'ID в Telegram', width: 170 },
];

// the chat's group, chosen among the active ones; none unties it (null, which the server keeps)
function GroupChoice({ id, value, onChange }: FormInputProps) {
  const groups = useGroupOptions();
  return (
    <Select
      id={id}
      allowClear
      showSearch
      optionFilterProp="label"
      placeholder="Не привязан к группе"
      loading={groups.loading}
      options={groups.options}
      value={typeof value === 'number' ? value : undefined}
      onChange={(next?: number) => onChange?.(next ?? null)}
    />
  );
}

// operations.md §2 "Registered group chats tab": the chats the bot was added to, tied to a group in the
// declaration's dialog (resources/group-chats) and archived here.
export function GroupChatsTab() {
  const edit = useDeclaredModalForm(groupChats, 'edit');
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Чат появляется здесь сам, когда бота добавляют в группу Telegram. Привяжите его к группе и отметьте, для кого он.
      </Typography.Paragraph>
      <ArchivableTable<RegisteredGroupChat>
        declaration={groupChats}
        columns={columns}
        editButton={(chat) => (
          <Tooltip title="Привязать к группе">
            <Button type="text" icon={<LinkOutlined />} aria-label={`Привязать чат «${chat.chatName}»`} onClick={() => edit.open(chat)} />
          </Tooltip>
        )}
        texts={{
          switchId: 'chats-with-archived',
          empty: 'Групповых чатов пока нет',
          archiveLabel: (chat) => `Архивировать чат «${chat.chatName}»`,
          restoreLabel: (chat) => `Вернуть чат «${chat.chatName}» из архива`,
          confirmTitle: 'Архивировать групповой чат?',
          confirmText: (chat) => `В чат «${chat.chatName}» больше не будут уходить рассылки.`,
        }}
        toasts={groupChatArchiveToasts}
        scrollX={1000}
      />
      <DeclaredFormModal
        declaration={groupChats}
        form={edit}
        width={520}
        inputs={{ schoolClassId: GroupChoice }}
        intro={edit.row && <Typography.Paragraph>Чат «{String(edit.row.chatName)}»</Typography.Paragraph>}
      />
    </Flex>
  );
}
