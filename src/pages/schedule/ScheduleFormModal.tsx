import { useSelect } from '@refinedev/core';
import { Button, Flex, Form, Input, Modal, Popconfirm, Switch, TimePicker, type FormRule } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo } from 'react';
import { groups, type GroupRow } from '../../../resources/groups';
import { scheduleFormSchema, secondLessonDefaults, type ScheduleForm } from '../../../resources/operations/schedule-form';
import { WEEKDAYS } from '../../../resources/schedule';
import { FormSelect } from '../../components/FormSelect';
import { sortedByLabel } from '../../lib/byLabel';

// The dialog of one lesson (operations.md §2 "Schedule grid", §5 "Schedule form"): the group (its subject and teacher
// shown read-only), day, cabinet and times, and the switch of the group's second lesson of the week, whose times
// start as the first's. Every field is checked by the shared schema, with its §5 message.

export type ScheduleFormValues = ScheduleForm & { subjectName?: string; teacherName?: string };

type Props = {
  open: boolean;
  initial: Partial<ScheduleFormValues> | null;
  cabinets: { id: number; name: string }[];
  saving: boolean;
  onSave: (values: ScheduleForm) => void;
  onDelete?: () => void;
  onClose: () => void;
};

const dayOptions = WEEKDAYS.map((label, value) => ({ value, label }));

// One field's rule from the whole form's parse: its first §5 message.
const fieldRule =
  (field: string): FormRule =>
  ({ getFieldsValue }) => ({
    validator: async () => {
      const parsed = scheduleFormSchema.safeParse(getFieldsValue(true));
      const issue = parsed.success ? undefined : parsed.error.issues.find((candidate) => candidate.path[0] === field);
      if (issue) throw new Error(issue.message);
    },
  });

// Times stay 'HH:mm' text in the form; the picker sees them as dayjs.
const timeProps = {
  getValueProps: (value: string | undefined) => ({ value: value ? dayjs(value, 'HH:mm') : null }),
  normalize: (value: dayjs.Dayjs | null) => (value ? value.format('HH:mm') : ''),
};

export const ScheduleFormModal = ({ open, initial, cabinets, saving, onSave, onDelete, onClose }: Props) => {
  const [form] = Form.useForm<ScheduleFormValues>();
  const hasSecond = Form.useWatch('hasSecondLesson', form);
  const { options: groupOptions, query } = useSelect<GroupRow>({
    resource: groups.name,
    meta: { declaration: groups },
    pagination: { mode: 'off' },
    optionValue: (group) => group.classId as unknown as string,
    optionLabel: (group) => group.className,
    errorNotification: false,
  });
  const rows = query.data?.data ?? [];
  const options = useMemo(() => sortedByLabel(groupOptions), [groupOptions]); // by name, as one looks for a group

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ hasSecondLesson: false, ...initial } as Parameters<typeof form.setFieldsValue>[0]);
  }, [open, initial, form]);

  const chooseGroup = (schoolClassId: number) => {
    const group = rows.find((row) => row.classId === schoolClassId);
    form.setFieldsValue({
      subjectId: group?.subject.subjectId ?? null,
      subjectName: group?.subject.subjectName ?? '',
      teacherId: group?.teacher.teacherId ?? null,
      teacherName: group?.teacher.teacherName ?? '',
    });
  };

  const toggleSecond = (on: boolean) => {
    if (on && !form.getFieldValue('secondStartTime')) {
      const first = form.getFieldsValue(['startTime', 'endTime']) as Pick<ScheduleForm, 'startTime' | 'endTime'>;
      form.setFieldsValue({ ...secondLessonDefaults(first), secondDayOfWeek: form.getFieldValue('secondDayOfWeek'), secondCabinetId: form.getFieldValue('secondCabinetId') ?? form.getFieldValue('cabinetId') });
    }
  };

  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      return; // the fields show their §5 messages
    }
    const { subjectName: _subject, teacherName: _teacher, ...values } = form.getFieldsValue(true) as ScheduleFormValues;
    onSave(values);
  };

  const cabinetOptions = cabinets.map((cabinet) => ({ value: cabinet.id, label: cabinet.name }));
  const editing = initial?.id !== undefined;

  return (
    <Modal
      open={open}
      title={editing ? 'Изменить занятие' : 'Добавить занятие'}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Flex justify="space-between">
          <span>
            {editing && onDelete && (
              <Popconfirm title="Удалить занятие?" description="Это действие нельзя отменить." okText="Удалить" cancelText="Отменить" onConfirm={onDelete}>
                <Button danger>Удалить</Button>
              </Popconfirm>
            )}
          </span>
          <Flex gap={8}>
            <Button onClick={onClose}>Отмена</Button>
            <Button type="primary" loading={saving} onClick={() => void submit()}>
              Сохранить
            </Button>
          </Flex>
        </Flex>
      }
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={() => void submit()}>
        <Form.Item name="schoolClassId" label="Группа" required rules={[fieldRule('schoolClassId')]}>
          <FormSelect
            showSearch
            optionFilterProp="label"
            options={options as unknown as { value: number; label: string }[]}
            loading={query.isLoading}
            placeholder="Выберите группу"
            onChange={chooseGroup}
          />
        </Form.Item>
        <Flex gap={12}>
          <Form.Item name="subjectName" label="Предмет" style={{ flex: 1 }}>
            <Input readOnly variant="filled" />
          </Form.Item>
          <Form.Item name="teacherName" label="Преподаватель" style={{ flex: 1 }}>
            <Input readOnly variant="filled" />
          </Form.Item>
        </Flex>
        <Flex gap={12}>
          <Form.Item name="dayOfWeek" label="День недели" required rules={[fieldRule('dayOfWeek')]} style={{ flex: 1 }}>
            <FormSelect options={dayOptions} />
          </Form.Item>
          <Form.Item name="cabinetId" label="Кабинет" required rules={[fieldRule('cabinetId')]} style={{ flex: 1 }}>
            <FormSelect options={cabinetOptions} />
          </Form.Item>
        </Flex>
        <Flex gap={12}>
          <Form.Item name="startTime" label="Начало" required rules={[fieldRule('startTime')]} {...timeProps} style={{ flex: 1 }}>
            <TimePicker format="HH:mm" minuteStep={5} needConfirm={false} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="endTime" label="Окончание" required rules={[fieldRule('endTime')]} dependencies={['startTime']} {...timeProps} style={{ flex: 1 }}>
            <TimePicker format="HH:mm" minuteStep={5} needConfirm={false} style={{ width: '100%' }} />
          </Form.Item>
        </Flex>
        <Form.Item name="hasSecondLesson" label="Второе занятие в неделю" valuePropName="checked">
          <Switch onChange={toggleSecond} />
        </Form.Item>
        {hasSecond && (
          <>
            <Flex gap={12}>
              <Form.Item name="secondDayOfWeek" label="День второго занятия" required rules={[fieldRule('secondDayOfWeek')]} style={{ flex: 1 }}>
                <FormSelect options={dayOptions} />
              </Form.Item>
              <Form.Item name="secondCabinetId" label="Кабинет второго занятия" required rules={[fieldRule('secondCabinetId')]} style={{ flex: 1 }}>
                <FormSelect options={cabinetOptions} />
              </Form.Item>
            </Flex>
            <Flex gap={12}>
              <Form.Item name="secondStartTime" label="Начало второго" required rules={[fieldRule('secondStartTime')]} {...timeProps} style={{ flex: 1 }}>
                <TimePicker format="HH:mm" minuteStep={5} needConfirm={false} style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item
                name="secondEndTime"
                label="Окончание второго"
                required
                rules={[fieldRule('secondEndTime')]}
                dependencies={['secondStartTime']}
                {...timeProps}
                style={{ flex: 1 }}
              >
                <TimePicker format="HH:mm" minuteStep={5} needConfirm={false} style={{ width: '100%' }} />
              </Form.Item>
            </Flex>
          </>
        )}
      </Form>
    </Modal>
  );
};
