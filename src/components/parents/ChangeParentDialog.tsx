import { Alert, Form, Input, Modal, Radio, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import type { ParentOption } from '../../../resources/parents';
import { zodRule } from '../forms/zodRule';
import { PhoneInput } from '../PhoneInput';
import { isCurrentParent, type ParentLink } from './parentLink';
import { parentOptionLabel } from './parentOptionLabel';

type Mode = 'existing' | 'new';
type NewParentValues = { name: string; phone: string | null };

export type ChangeParentDialogProps = {
  open: boolean;
  parents: ParentOption[];
  loading: boolean;
  loadFailed?: string; // shown above the list when it could not be read
  current: ParentLink; // the parent the application or student has now, marked in the list
  rules: { name: z.ZodType; phone: z.ZodType }; // the shared rules of the write the dialog ends in
  saving: boolean;
  // each answers whether the write went through; the dialog closes only then
  onLinkExisting: (parent: ParentOption) => Promise<boolean>;
  onAddNew: (name: string, phone: string | null) => Promise<boolean>;
  onClose: () => void;
};

const modes = [
  { value: 'existing', label: 'Выбрать из списка' },
  { value: 'new', label: 'Новый родитель' },
];

// core.md §2.10, §4: 'Изменить родителя' on the application and on the student card: link one of the known
// parents, or add a new one by name and phone.
export function ChangeParentDialog(props: ChangeParentDialogProps) {
  const { open, parents, current, rules } = props;
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
      const chosen = parents.find((parent) => parent.sequentialId === chosenKey);
      if (chosen && (await props.onLinkExisting(chosen))) props.onClose();
      return;
    }
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const phone = (rules.phone.safeParse(values.phone).data as string | null | undefined) ?? null;
    if (await props.onAddNew(values.name.trim(), phone)) props.onClose();
  };

  return (
    <Modal
      open={open}
      title="Изменить родителя"
      okText="Сохранить"
      cancelText="Отмена"
      okButtonProps={{ disabled: mode === 'existing' && chosenKey === undefined, loading: props.saving }}
      onOk={confirm}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Radio.Group optionType="button" value={mode} onChange={(event) => setMode(event.target.value as Mode)} options={modes} />
        {mode === 'existing' ? (
          <>
            {props.loadFailed && <Alert type="error" showIcon message={props.loadFailed} />}
            <Select<number>
              aria-label="Родитель"
              style={{ width: '100%' }}
              showSearch
              optionFilterProp="label"
              loading={props.loading}
              placeholder="Начните вводить имя"
              notFoundContent="Нет данных"
              value={chosenKey}
              onChange={setChosenKey}
              options={parents.map((parent) => ({
                value: parent.sequentialId,
                label: isCurrentParent(parent, current) ? `${parentOptionLabel(parent)} (текущий)` : parentOptionLabel(parent),
              }))}
            />
          </>
        ) : (
          <Form<NewParentValues> form={form} layout="vertical" initialValues={{ name: '', phone: null }}>
            <Form.Item name="name" label="Имя родителя" required rules={[zodRule(rules.name)]}>
              <Input autoFocus />
            </Form.Item>
            <Form.Item name="phone" label="Телефон родителя" rules={[zodRule(rules.phone)]}>
              <PhoneInput />
            </Form.Item>
          </Form>
        )}
      </Space>
    </Modal>
  );
}
