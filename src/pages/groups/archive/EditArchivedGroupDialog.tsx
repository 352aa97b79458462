import { useNotification } from '@refinedev/core';
import { Form, Input, InputNumber, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { groupCellRules, groupToasts, type ArchivedGroupRow } from '../../../../resources/groups';
import { errorMessage } from '../../../crud/serverErrors';
import { zodRule } from '../../../components/forms/zodRule';
import { useReferenceOptions, type ReferenceId, type ReferenceOption } from '../../../components/useReferenceOptions';
import { fillMessage } from '../../../lib/message';
import { useGroupApi } from '../api/useGroupApi';
import { useReloadGroups } from '../api/useReloadGroups';
import { FormSelect } from '../../../components/FormSelect';

type Values = { className: string; classCycle: number; schoolYearId: number; teacherId: number };

// operations.md §2 and §7 (archived groups "with edit"): PATCH classes/{classId} with the name, the cycle, the
// class and the teacher (references). Only what changed is sent; nothing changed closes without a request.
export function EditArchivedGroupDialog({ group, onClose }: { group: ArchivedGroupRow | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const api = useGroupApi();
  const reload = useReloadGroups();
  const { open } = useNotification();
  const [saving, setSaving] = useState(false);
  const years = useReferenceOptions(group ? 'school-years' : undefined);
  const teachers = useReferenceOptions(group ? 'teachers' : undefined);

  useEffect(() => {
    if (group) form.setFieldsValue({ className: group.className, classCycle: group.classCycle, schoolYearId: group.schoolYearId, teacherId: group.teacherId });
  }, [group, form]);

  const save = async () => {
    if (!group) return;
    // a field that fails its rule shows its message under it; nothing is sent
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body: Record<string, unknown> = {};
    if (values.className.trim() !== group.className) body.className = values.className.trim();
    if (values.classCycle !== group.classCycle) body.classCycle = values.classCycle;
    if (values.schoolYearId !== group.schoolYearId) body.schoolYear = values.schoolYearId;
    if (values.teacherId !== group.teacherId) body.staff = values.teacherId;
    if (Object.keys(body).length === 0) return onClose();
    setSaving(true);
    try {
      await api.update(group.classId, body);
      open?.({ type: 'success', message: groupToasts.updated });
      await reload();
      onClose();
    } catch (error) {
      open?.({ type: 'error', message: fillMessage(groupToasts.updateFailed, errorMessage(error)) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={group !== null}
      title="Изменить архивную группу"
      okText="Сохранить"
      cancelText="Отмена"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={() => void save()}>
        <Form.Item name="className" label="Группа" rules={[zodRule(groupCellRules.className)]}>
          <Input autoFocus />
        </Form.Item>
        <Form.Item name="classCycle" label="Цикл" rules={[zodRule(groupCellRules.classCycle)]}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="schoolYearId" label="Класс" rules={[{ required: true, message: 'Выберите класс' }]}>
          <FormSelect<ReferenceId, ReferenceOption> options={years.options} loading={years.loading} showSearch optionFilterProp="label" />
        </Form.Item>
        <Form.Item name="teacherId" label="Преподаватель" rules={[{ required: true, message: 'Выберите преподавателя' }]}>
          <FormSelect<ReferenceId, ReferenceOption> options={teachers.options} loading={teachers.loading} showSearch optionFilterProp="label" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
