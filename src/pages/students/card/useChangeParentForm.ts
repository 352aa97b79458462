import { useList, useNotification } from '@refinedev/core';
import { useEffect, useMemo, useState } from 'react';
import { optionalPhoneRule } from '../../../../resources/field-rules';
import { NAME_EMPTY, nonEmptyNameRule } from '../../../../resources/names';
import { allParents, parentToasts, type ParentOption } from '../../../../resources/parents';
import { displayPhone } from '../../../lib/phone';
import { useReloadStudents } from '../api/useReloadStudents';
import { errorMessage, useStudentApi } from '../api/useStudentApi';

export type ChangeParentMode = 'existing' | 'new';

type ChangeParentOptions = { open: boolean; studentId: number; parentId: number | null; onClose: () => void };

const parentNameRule = nonEmptyNameRule(NAME_EMPTY);

const optionLabel = (parent: ParentOption) =>
  parent.clientParentPhoneNumber ? `${parent.clientParentName}, ${displayPhone(parent.clientParentPhoneNumber)}` : parent.clientParentName;

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

// core.md §4: the dialog links an existing parent, sending exactly one of parentId or clientParentId (the
// other null), or creates a new parent for the student.
export const useChangeParentForm = ({ open, studentId, parentId, onClose }: ChangeParentOptions) => {
  const { result, query } = useList<ParentOption>({
    resource: allParents.name,
    meta: { declaration: allParents },
    pagination: { mode: 'off' },
    queryOptions: { enabled: open },
    errorNotification: false,
  });
  const api = useStudentApi();
  const reload = useReloadStudents();
  const { open: notify } = useNotification();
  const [mode, setMode] = useState<ChangeParentMode>('existing');
  const [chosen, setChosen] = useState<number | undefined>();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ name?: string; phone?: string }>({});
  const [saving, setSaving] = useState(false);

  const parents = result.data;
  const options = useMemo(() => parents.map((parent) => ({ value: parent.sequentialId, label: optionLabel(parent) })), [parents]);
  const current = parents.find((parent) => parentId !== null && parent.parentId === parentId)?.sequentialId;

  useEffect(() => {
    if (!open) return;
    setMode('existing');
    setName('');
    setPhone(null);
    setErrors({});
  }, [open]);
  useEffect(() => setChosen(current), [current, open]);

  const newParentWrite = () => {
    const nameError = firstMessage(parentNameRule.safeParse(name));
    const phoneError = firstMessage(optionalPhoneRule.safeParse(phone));
    setErrors({ name: nameError, phone: phoneError });
    if (nameError || phoneError) return undefined;
    const parentPhoneNumber = optionalPhoneRule.parse(phone) ?? null;
    return () => api.createParentWithLink({ studentId, parentName: name.trim(), parentPhoneNumber });
  };
  const existingParentWrite = () => {
    const parent = parents.find((option) => option.sequentialId === chosen);
    if (!parent) return undefined;
    const clientParentId = parent.parentId === null ? parent.clientParentId : null;
    return () => api.linkParent({ studentId, parentId: parent.parentId, clientParentId });
  };

  const submit = async () => {
    const write = mode === 'new' ? newParentWrite() : existingParentWrite();
    if (!write) return;
    setSaving(true);
    try {
      await write();
      notify?.({ type: 'success', message: parentToasts.changed });
      onClose();
      await reload();
    } catch (error) {
      notify?.({ type: 'error', message: parentToasts.changeFailed, description: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  };

  return {
    mode,
    setMode,
    options,
    loading: query.isLoading,
    loadFailed: query.isError,
    chosen,
    setChosen,
    name,
    setName,
    phone,
    setPhone,
    errors,
    saving,
    canSubmit: mode === 'new' || chosen !== undefined,
    submit,
  };
};
