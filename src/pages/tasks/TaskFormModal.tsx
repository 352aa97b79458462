import { useModalForm } from '@refinedev/antd';
import { useApiUrl, type HttpError } from '@refinedev/core';
import { Button, Checkbox, DatePicker, Form, Input, Modal, Popconfirm, Select } from 'antd';
import { RecordHistoryButton } from '../../crud/RecordHistoryButton';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import {
  ADD_TASK,
  DEADLINE_REQUIRED,
  PRIORITY_REQUIRED,
  STATUS_REQUIRED,
  taskDescriptionRule,
  tasks as taskResource,
  taskTitleRule,
  taskToasts,
  type TaskOption,
  type TaskRow,
} from '../../../resources/tasks';
import { referenceAddress } from '../../../resources/write-body';
import { serverMessageOf } from '../../crud/serverErrors';
import { useServerCall } from '../../crud/useServerCall';
import { zodRule } from '../../components/forms/zodRule';
import { API_DATE, DISPLAY_DATE } from '../../lib/date';
import { FormSelect } from '../../components/FormSelect';

type FormValues = {
  title: string;
  description?: string | null;
  deadline?: Dayjs | null;
  taskStatusId?: number;
  taskPriorityTypeId?: number;
  staffId?: number | null;
  sendNotification?: boolean;
};

export type TaskFormTarget = { mode: 'create' } | { mode: 'edit'; task: TaskRow };

type TaskFormModalProps = {
  target: TaskFormTarget | null;
  onClose: () => void;
  statuses: TaskOption[];
  priorities: TaskOption[];
  staff: TaskOption[];
  canUpdate: boolean;
};

const DEFAULT_PRIORITY = 2; // Средний
const failure = (text: string) => (error: HttpError) => ({ message: text, description: serverMessageOf(error) });

const initialValues = (target: TaskFormTarget, statuses: TaskOption[]): FormValues =>
  target.mode === 'create'
    ? { title: '', description: '', deadline: null, taskStatusId: statuses[0]?.id, taskPriorityTypeId: DEFAULT_PRIORITY, staffId: null, sendNotification: false }
    : {
        title: target.task.title,
        description: target.task.description,
        deadline: target.task.deadline ? dayjs(target.task.deadline, API_DATE) : null,
        taskStatusId: target.task.taskStatusId,
        taskPriorityTypeId: target.task.taskPriorityTypeId,
        staffId: target.task.staffId,
        sendNotification: target.task.sendNotification,
      };

// 'Добавить задачу' and the task's details (view, edit, archive) in one dialog on Refine's useModalForm: the
// fields and the §5 messages; the notification checkbox is enabled only for a new task. The writes go to the
// spec's paths (task-new, PATCH tasks/{id}) with the §8 toasts.
export function TaskFormModal({ target, onClose, statuses, priorities, staff, canUpdate }: TaskFormModalProps) {
  const apiUrl = useApiUrl();
  const { write } = useServerCall();
  const [saving, setSaving] = useState(false);
  const { modalProps, formProps, form } = useModalForm<TaskRow, HttpError, FormValues>({
    resource: taskResource.name,
    meta: { declaration: taskResource },
    action: 'create',
    redirect: false,
    warnWhenUnsavedChanges: false,
    defaultVisible: false,
  });
  // each opening starts from the task (or a new task's defaults)
  useEffect(() => {
    form.resetFields();
    if (target) form.setFieldsValue(initialValues(target, statuses));
  }, [target]);

  const isNew = target?.mode === 'create';
  const readOnly = !isNew && !canUpdate;

  const save = async (values: FormValues) => {
    if (!target) return;
    setSaving(true);
    try {
      const deadline = values.deadline ? values.deadline.format(API_DATE) : null;
      const saved =
        target.mode === 'create'
          ? await write({
              method: 'post',
              path: 'task-new',
              values: {
                taskTitle: values.title,
                taskDescription: values.description ?? null,
                taskDeadline: deadline,
                taskStatusId: values.taskStatusId,
                taskPriorityTypeId: values.taskPriorityTypeId,
                staffId: values.staffId ?? null,
                sendNotification: values.sendNotification ?? false,
              },
              success: taskToasts.created,
              failure: failure(taskToasts.createFailed),
              refresh: [taskResource.name],
            })
          : await write({
              method: 'patch',
              path: `tasks/${target.task.id}`,
              values: {
                taskTitle: values.title,
                taskDescription: values.description ?? null,
                taskDeadline: deadline,
                taskStatus: referenceAddress(apiUrl, 'task-statuses', values.taskStatusId),
                taskPriorityType: referenceAddress(apiUrl, 'task-priority-types', values.taskPriorityTypeId),
                staff: referenceAddress(apiUrl, 'staff', values.staffId),
              },
              success: taskToasts.updated,
              failure: failure(taskToasts.updateFailed),
              refresh: [taskResource.name, 'tasks-archive'],
            });
      if (saved) onClose();
    } finally {
      setSaving(false);
    }
  };

  const archive = async () => {
    if (target?.mode !== 'edit') return;
    setSaving(true);
    try {
      const saved = await write({
        method: 'patch',
        path: `tasks/${target.task.id}`,
        values: { isArchived: true },
        success: taskToasts.archived,
        failure: failure(taskToasts.archiveFailed),
        refresh: [taskResource.name, 'tasks-archive'],
      });
      if (saved) onClose();
    } finally {
      setSaving(false);
    }
  };

  const footer = [
    !isNew && canUpdate && (
      <Popconfirm
        key="archive"
        title="Архивировать задачу?"
        description="Задача исчезнет с доски и останется в архиве задач."
        okText="Архивировать"
        cancelText="Отмена"
        onConfirm={() => void archive()}
      >
        <Button danger disabled={saving} style={{ float: 'left' }}>
          Архивировать
        </Button>
      </Popconfirm>
    ),
    !isNew && target?.mode === 'edit' && (
      <RecordHistoryButton key="history" entity="tasks" recordId={target.task.id} title={target.task.title} />
    ),
    <Button key="cancel" onClick={onClose}>
      {readOnly ? 'Закрыть' : 'Отмена'}
    </Button>,
    !readOnly && (
      <Button key="save" type="primary" loading={saving} onClick={() => form.submit()}>
        {isNew ? 'Добавить' : 'Сохранить'}
      </Button>
    ),
  ];

  return (
    <Modal
      {...modalProps}
      open={target !== null}
      title={isNew ? ADD_TASK : 'Задача'}
      onCancel={onClose}
      footer={footer}
      destroyOnHidden={false}
      forceRender
      width={560}
    >
      <Form<FormValues> {...formProps} layout="vertical" disabled={readOnly} onFinish={(values) => void save(values)}>
        <Form.Item name="title" label="Заголовок" required rules={[zodRule(taskTitleRule)]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="description" label="Описание" rules={[zodRule(taskDescriptionRule)]}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={5000} />
        </Form.Item>
        <Form.Item name="deadline" label="Дедлайн" rules={[{ required: true, message: DEADLINE_REQUIRED }]}>
          <DatePicker format={DISPLAY_DATE} style={{ width: '100%' }} placeholder="Выберите дату" />
        </Form.Item>
        <Form.Item name="taskStatusId" label="Статус" rules={[{ required: true, message: STATUS_REQUIRED }]}>
          <FormSelect options={statuses.map((status) => ({ value: status.id, label: status.name }))} placeholder="Выберите статус" />
        </Form.Item>
        <Form.Item name="taskPriorityTypeId" label="Приоритет" rules={[{ required: true, message: PRIORITY_REQUIRED }]}>
          <FormSelect options={priorities.map((priority) => ({ value: priority.id, label: priority.name }))} placeholder="Выберите приоритет" />
        </Form.Item>
        <Form.Item name="staffId" label="Исполнитель">
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder="Не назначена"
            options={staff.map((member) => ({ value: member.id, label: member.name }))}
          />
        </Form.Item>
        <Form.Item name="sendNotification" valuePropName="checked">
          <Checkbox disabled={!isNew}>Отправить уведомление исполнителю</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
