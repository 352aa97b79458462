import { Checkbox, Col, Form, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { resetMailingForm, showFormIssues, studentsFormIssues } from './formIssues';
import { RecipientsPreview } from './RecipientsPreview';
import { useGroupOptions } from './useGroupOptions';
import { MailingForm, sendDateTimeOf } from './MailingForm';
import { useMailingCreate } from './useMailingCreate';

type Values = { schoolClassIds: number[]; recipientKinds: ('students' | 'parents')[]; sendDateTime: Dayjs | null; messageTemplate: number | null; messageText: string };

const FIELDS = ['schoolClassIds', 'recipientKinds', 'sendDateTime', 'messageTemplate', 'messageText'];
const initialValues = (): Values => ({ schoolClassIds: [], recipientKinds: [], sendDateTime: dayjs(), messageTemplate: null, messageText: '' });

// operations.md §2 "Students/parents tab", §5, §7 POST announcements-controller/new.
export function StudentsParentsMailingTab({ canSend }: { canSend: boolean }) {
  const [form] = Form.useForm();
  const groups = useGroupOptions();
  const { create, sending } = useMailingCreate();
  const classIds = Form.useWatch('schoolClassIds', form) ?? [];
  const kinds = Form.useWatch('recipientKinds', form) ?? [];

  const submit = async () => {
    const values = form.getFieldsValue(true) as Values;
    const body = {
      messageText: values.messageText ?? '',
      schoolClassIds: values.schoolClassIds ?? [],
      sendToStudents: values.recipientKinds?.includes('students') ?? false,
      sendToParents: values.recipientKinds?.includes('parents') ?? false,
      sendDateTime: sendDateTimeOf(values.sendDateTime),
      messageTemplate: values.messageTemplate ?? null,
    };
    const issues = studentsFormIssues(body);
    if (!showFormIssues(form, issues, FIELDS)) return;
    if (await create('announcements-controller/new', body)) clear();
  };

  const clear = () => resetMailingForm(form, initialValues(), FIELDS);

  return (
    <Row gutter={24}>
      <Col xs={24} xl={14}>
        <MailingForm
          form={form}
          name="studentsMailing"
          label="Рассылка ученикам и родителям"
          initialValues={initialValues()}
          recipients={
            <>
              <Form.Item name="schoolClassIds" label="Группы">
                <Select mode="multiple" allowClear showSearch optionFilterProp="label" placeholder="Выберите группы" loading={groups.loading} options={groups.options} />
              </Form.Item>
              <Form.Item name="recipientKinds" label="Получатели">
                <Checkbox.Group
                  options={[
                    { value: 'students', label: 'Ученики' },
                    { value: 'parents', label: 'Родители' },
                  ]}
                />
              </Form.Item>
            </>
          }
          canSend={canSend}
          sending={sending}
          onSubmit={() => void submit()}
          onClear={clear}
        />
      </Col>
      <Col xs={24} xl={10}>
        <RecipientsPreview classIds={classIds} kinds={kinds} />
      </Col>
    </Row>
  );
}
