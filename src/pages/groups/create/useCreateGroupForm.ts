import { useNotification } from '@refinedev/core';
import { Form } from 'antd';
import { useState } from 'react';
import { createGroupSchema, groupToasts, type CreateGroupInput } from '../../../../resources/groups';
import { fillMessage } from '../../../lib/message';
import { errorMessage } from '../../../api/useApi';
import { useGroupApi } from '../api/useGroupApi';
import { useReloadGroups } from '../api/useReloadGroups';

// The 'Создать группу' dialog's form (core.md §5.1): POST create-new-class, then the list is read again.
export const useCreateGroupForm = (onDone: () => void) => {
  const [form] = Form.useForm<CreateGroupInput>();
  const [saving, setSaving] = useState(false);
  const api = useGroupApi();
  const reload = useReloadGroups();
  const { open } = useNotification();

  const submit = async (values: CreateGroupInput) => {
    const parsed = createGroupSchema.safeParse(values);
    if (!parsed.success) return; // the fields' own rules have already said why
    setSaving(true);
    try {
      await api.create(parsed.data);
    } catch (error) {
      open?.({ type: 'error', message: fillMessage(groupToasts.createFailed, errorMessage(error)) });
      return;
    } finally {
      setSaving(false);
    }
    open?.({ type: 'success', message: groupToasts.created });
    form.resetFields();
    onDone();
    await reload();
  };

  const cancel = () => {
    form.resetFields();
    onDone();
  };

  return { form, submit, cancel, saving };
};
