import { Form, Input, InputNumber, Modal, Radio, Select, type InputRef } from 'antd';
import { useRef, useState } from 'react';
import { createGroupFields, DEFAULT_LESSONS_PER_CYCLE, groupTexts, LESSONS_PER_CYCLE, type CreateGroupInput } from '../../../../resources/groups';
import { useReferenceOptions } from '../../../components/useReferenceOptions';
import { useCreateGroupForm } from './useCreateGroupForm';
import { zodRule } from '../../../components/forms/zodRule';

type CreateGroupDialogProps = {
  open: boolean;
  onClose: () => void;
  // core.md §6: the pricing format is seen and set only by those who may manage everything
  withPricing: boolean;
};

const initialValues: Partial<CreateGroupInput> = { numberOfLessonsPerCycle: DEFAULT_LESSONS_PER_CYCLE, classCycle: 1 };
const lessonOptions = LESSONS_PER_CYCLE.map((count) => ({ value: count, label: String(count) }));

function ChoiceList({ target, ...props }: { target: string; id?: string; value?: number; onChange?: (value?: number) => void; allowClear?: boolean; placeholder: string }) {
  const { options, loading } = useReferenceOptions(target);
  return (
    <Select<number>
      {...props}
      options={options as { value: number; label: string }[]}
      loading={loading}
      showSearch
      optionFilterProp="label"
      notFoundContent="Нет данных"
    />
  );
}

// The dialog and its form start with the first opening, as antd renders a modal's content (not before, so
// the page does not read the choice lists until they are needed), and stay for the next openings.
export function CreateGroupDialog(props: CreateGroupDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  return opened ? <CreateGroupModal {...props} /> : null;
}

function CreateGroupModal({ open, onClose, withPricing }: CreateGroupDialogProps) {
  const { modalProps, formProps, submit, cancel } = useCreateGroupForm(onClose);
  const nameInput = useRef<InputRef>(null);
  return (
    <Modal
      {...modalProps}
      open={open} // the page opens the dialog
      width={undefined}
      title={groupTexts.createTitle}
      okText="Создать"
      cancelText="Отмена"
      onCancel={cancel}
      // the name field has the focus on every opening, not only the first (autoFocus)
      afterOpenChange={(opened) => opened && nameInput.current?.focus()}
    >
      <Form<CreateGroupInput> {...formProps} layout="vertical" initialValues={initialValues} onFinish={submit} requiredMark>
        <Form.Item name="className" label="Название группы" required rules={[zodRule(createGroupFields.className)]}>
          <Input ref={nameInput} autoFocus />
        </Form.Item>
        <Form.Item name="schoolYearId" label="Класс" required rules={[zodRule(createGroupFields.schoolYearId)]}>
          <ChoiceList target="school-years" placeholder="Выберите класс" />
        </Form.Item>
        <Form.Item name="staffId" label="Преподаватель" required rules={[zodRule(createGroupFields.staffId)]}>
          <ChoiceList target="teachers" placeholder="Выберите преподавателя" />
        </Form.Item>
        <Form.Item name="subjectId" label="Предмет" required rules={[zodRule(createGroupFields.subjectId)]}>
          <ChoiceList target="subjects" placeholder="Выберите предмет" />
        </Form.Item>
        {withPricing && (
          <Form.Item name="subjectPricingId" label="Формат занятий (тариф)" rules={[zodRule(createGroupFields.subjectPricingId)]}>
            <ChoiceList target="subject-pricing" placeholder="Без тарифа" allowClear />
          </Form.Item>
        )}
        <Form.Item
          name="numberOfLessonsPerCycle"
          label="Уроков в цикле"
          required
          rules={[zodRule(createGroupFields.numberOfLessonsPerCycle)]}
        >
          <Radio.Group optionType="button" options={lessonOptions} />
        </Form.Item>
        <Form.Item name="classCycle" label="Текущий цикл" required rules={[zodRule(createGroupFields.classCycle)]}>
          <InputNumber style={{ width: '100%' }} />
        </Form.Item>
        {/* Enter in a field sends the form */}
        <button type="submit" hidden aria-hidden />
      </Form>
    </Modal>
  );
}
