import { useModalForm } from '@refinedev/antd';
import type { BaseRecord, HttpError } from '@refinedev/core';
import { Alert, Form, Input, Modal, Radio, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import type { ParentOption } from '../../../resources/parents';
import { zodRule } from '../forms/zodRule';
import { PhoneInput } from '../PhoneInput';
import { isCurrentParent, type ParentLink } from './parentLink';
import { parentOptionLabel } from './parentOptionLabel';

type Mode = 'existing' | 'new';
type ParentChoice = { mode: Mode; parentKey?: number; name: string; phone: string | null };

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

const initialValues: ParentChoice = { mode: 'existing', parentKey: undefined, name: '', phone: null };

// core.md §2.10, §4: 'Изменить родителя' on the application and on the student card: link one of the known
// parents, or add a new one by name and phone. The dialog and its form start with the first opening.
export function ChangeParentDialog(props: ChangeParentDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  return opened ? <ChangeParentModal {...props} /> : null;
}

// The form and the modal's props are Refine's useModalForm; the writes are the caller's (non-CRUD paths
// through src/crud/useServerCall.ts, with their toasts and saving flag), so the form's submit is ours.
function ChangeParentModal(props: ChangeParentDialogProps) {
  const { open, parents, current, rules } = props;
  const { form, formProps, modalProps } = useModalForm<BaseRecord, HttpError, ParentChoice>({
    action: 'create',
    redirect: false,
    warnWhenUnsavedChanges: false,
  });
  const mode: Mode = Form.useWatch('mode', form) ?? 'existing';
  const parentKey = Form.useWatch('parentKey', form);

  // every opening starts from the list with nothing chosen
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  // the card closes the dialog; the form is emptied on the next opening, so the closing dialog does not
  // change under the eye
  const closeDialog = props.onClose;

  const submit = async (values: ParentChoice) => {
    if (values.mode === 'existing') {
      const chosen = parents.find((parent) => parent.sequentialId === values.parentKey);
      if (chosen && (await props.onLinkExisting(chosen))) closeDialog();
      return;
    }
    const phone = (rules.phone.safeParse(values.phone).data as string | null | undefined) ?? null;
    if (await props.onAddNew(values.name.trim(), phone)) closeDialog();
  };

  return (
    <Modal
      {...modalProps}
      open={open} // the card opens the dialog
      forceRender={false}
      destroyOnHidden
      width={undefined}
      title="Изменить родителя"
      okText="Сохранить"
      cancelText="Отмена"
      okButtonProps={{ ...modalProps.okButtonProps, disabled: mode === 'existing' && parentKey === undefined, loading: props.saving }}
      onCancel={closeDialog}
    >
      <Form<ParentChoice> {...formProps} layout="vertical" initialValues={initialValues} onFinish={submit}>
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          <Form.Item name="mode" noStyle>
            <Radio.Group optionType="button" options={modes} />
          </Form.Item>
          {mode === 'existing' ? (
            <>
              {props.loadFailed && <Alert type="error" showIcon message={props.loadFailed} />}
              <Form.Item name="parentKey" noStyle>
                <Select<number>
                  aria-label="Родитель"
                  style={{ width: '100%' }}
                  showSearch
                  optionFilterProp="label"
                  loading={props.loading}
                  placeholder="Начните вводить имя"
                  notFoundContent="Нет данных"
                  options={parents.map((parent) => ({
                    value: parent.sequentialId,
                    label: isCurrentParent(parent, current) ? `${parentOptionLabel(parent)} (текущий)` : parentOptionLabel(parent),
                  }))}
                />
              </Form.Item>
            </>
          ) : (
            <>
              <Form.Item name="name" label="Имя родителя" required rules={[zodRule(rules.name)]}>
                <Input autoFocus />
              </Form.Item>
              <Form.Item name="phone" label="Телефон родителя" rules={[zodRule(rules.phone)]}>
                <PhoneInput />
              </Form.Item>
            </>
          )}
        </Space>
      </Form>
    </Modal>
  );
}
