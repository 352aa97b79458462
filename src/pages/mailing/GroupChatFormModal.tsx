import { Checkbox, Form, Modal, Select, Typography } from 'antd';
import { useEffect } from 'react';
import type { RegisteredGroupChat } from './mailingTypes';
import { useGroupOptions } from './useGroupOptions';

export type GroupChatValues = { schoolClassId: number | null; isGroupChatForStudents: boolean; isGroupChatForParents: boolean };

type GroupChatFormModalProps = { chat: RegisteredGroupChat | null; saving: boolean; onSave: (values: GroupChatValues) => void; onCancel: () => void };

// Ties a chat that registered itself to a group and says whom it is for (PATCH group-chats/{id}).
export function GroupChatFormModal({ chat, saving, onSave, onCancel }: GroupChatFormModalProps) {
  const [form] = Form.useForm<GroupChatValues>();
  const groups = useGroupOptions();
  useEffect(() => {
    if (chat) {
      form.setFieldsValue({
        schoolClassId: chat.schoolClassId,
        isGroupChatForStudents: chat.isGroupChatForStudents,
        isGroupChatForParents: chat.isGroupChatForParents,
      });
    }
  }, [chat, form]);
  return (
    <Modal open={chat !== null} title="Привязка группового чата" okText="Сохранить" cancelText="Отмена" confirmLoading={saving} onOk={() => form.submit()} onCancel={onCancel} forceRender>
      {chat && <Typography.Paragraph>Чат «{chat.chatName}»</Typography.Paragraph>}
      <Form form={form} name="groupChat" layout="vertical" onFinish={(values) => onSave({ ...values, schoolClassId: values.schoolClassId ?? null })}>
        <Form.Item name="schoolClassId" label="Группа">
          <Select allowClear showSearch optionFilterProp="label" placeholder="Не привязан к группе" loading={groups.loading} options={groups.options} />
        </Form.Item>
        <Form.Item name="isGroupChatForStudents" valuePropName="checked" style={{ marginBottom: 8 }}>
          <Checkbox>Чат учеников</Checkbox>
        </Form.Item>
        <Form.Item name="isGroupChatForParents" valuePropName="checked">
          <Checkbox>Чат родителей</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
