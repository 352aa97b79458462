import { Form, Input, Modal, Radio, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import type { ClientRow } from '../../../../resources/clients';
import { clientParentWithLinkSchema } from '../../../../resources/parents';
import { PhoneInput } from '../../../components/PhoneInput';
import { parentOptionLabel } from '../parentOptionLabel';
import { zodRule } from '../zodRule';
import { isCurrentParent } from './parentLink';
import { useChangeParent } from './useChangeParent';

type Mode = 'existing' | 'new';
type NewParentValues = { clientParentName: string; clientParentPhoneNumber: string | null };

type ChangeParentDialogProps = { open: boolean; client: ClientRow; onClose: () => void };

const nameRule = zodRule(clientParentWithLinkSchema.shape.clientParentName);
const phoneRule = zodRule(clientParentWithLinkSchema.shape.clientParentPhoneNumber);

// core.md §2.8, §4: the application's parent is one of the known parents, or a new client parent.
export function ChangeParentDialog({ open, client, onClose }: ChangeParentDialogProps) {
  const change = useChangeParent(client.clientId, open);
  const [mode, setMode] = useState<Mode>('existing');
  const [chosenKey, setChosenKey] = useState<number | undefined>();
  const [form] = Form.useForm<NewParentValues>();

  useEffect(() => {
    if (!open) return;
    setMode('existing');
    setChosenKey(undefined);
  }, [open]);

  const confirm = async () => {
    if (mode === 'existing') {
      const chosen = change.parents.find((parent) => parent.sequentialId === chosenKey);
      if (chosen && (await change.linkExisting(chosen))) onClose();
      return;
    }
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    if (await change.addNew(values.clientParentName.trim(), values.clientParentPhoneNumber ?? null)) onClose();
  };

  return (
    <Modal
      open={open}
      title="Изменить родителя"
      okText="Сохранить"
      cancelText="Отмена"
      okButtonProps={{ disabled: mode === 'existing' && chosenKey === undefined, loading: change.writing }}
      onOk={confirm}
      onCancel={onClose}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Radio.Group
          optionType="button"
          value={mode}
          onChange={(event) => setMode(event.target.value as Mode)}
          options={[
            { value: 'existing', label: 'Выбрать из списка' },
            { value: 'new', label: 'Новый родитель' },
          ]}
        />
        {mode === 'existing' ? (
          <Select<number>
            aria-label="Родитель"
            style={{ width: '100%' }}
            showSearch
            optionFilterProp="label"
            loading={change.loading}
            placeholder="Начните вводить имя"
            notFoundContent="Нет данных"
            value={chosenKey}
            onChange={setChosenKey}
            options={change.parents.map((parent) => ({
              value: parent.sequentialId,
              label: isCurrentParent(parent, client) ? `${parentOptionLabel(parent)} (текущий)` : parentOptionLabel(parent),
            }))}
          />
        ) : (
          <Form<NewParentValues> form={form} layout="vertical" initialValues={{ clientParentName: '', clientParentPhoneNumber: null }}>
            <Form.Item name="clientParentName" label="Имя родителя" required rules={[nameRule]}>
              <Input autoFocus />
            </Form.Item>
            <Form.Item name="clientParentPhoneNumber" label="Телефон родителя" rules={[phoneRule]}>
              <PhoneInput />
            </Form.Item>
          </Form>
        )}
      </Space>
    </Modal>
  );
}
