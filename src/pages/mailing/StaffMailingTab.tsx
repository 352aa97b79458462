import { byLabel } from '../../lib/byLabel';
import { Form, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { resetMailingForm, showFormIssues, staffFormIssues } from './formIssues';
import { MailingForm, sendDateTimeOf } from './MailingForm';
import { useMailingCreate } from './useMailingCreate';
import { useStaffList } from './mailingReads';

type Values = { staffIds: number[]; sendDateTime: Dayjs | null; messageTemplate: number | null; messageText: string };

const FIELDS = ['staffIds', 'sendDateTime', 'messageTemplate', 'messageText'];
const initialValues = (): Values => ({ staffIds: [], sendDateTime: dayjs(), messageTemplate: null, messageText: '' });

// operations.md §2 "Staff tab", §5, §7 POST announcements-controller/staff/new; the staff from staff-table-info.
export function StaffMailingTab({ canSend }: { canSend: boolean }) {
  const [form] = Form.useForm();
  const staff = useStaffList();
  const { create, sending } = useMailingCreate();
  const options = (staff.data ?? [])
    .filter((person) => !person.archived)
    .map((person) => ({ value: person.staffId, label: person.staffTelegramId ? person.staffName : `${person.staffName} (нет Telegram)` }))
    .sort(byLabel);

  const submit = async () => {
    const values = form.getFieldsValue(true) as Values;
    const body = {
      messageText: values.messageText ?? '',
      staffIds: values.staffIds ?? [],
      sendDateTime: sendDateTimeOf(values.sendDateTime),
      messageTemplate: values.messageTemplate ?? null,
    };
    const issues = staffFormIssues(body);
    if (!showFormIssues(form, issues, FIELDS)) return;
    if (await create('announcements-controller/staff/new', body)) clear();
  };

  const clear = () => resetMailingForm(form, initialValues(), FIELDS);

  return (
    <MailingForm
      form={form}
      name="staffMailing"
      label="Рассылка сотрудникам"
      initialValues={initialValues()}
      style={{ maxWidth: 860 }}
      recipients={
        <Form.Item name="staffIds" label="Сотрудники">
          <Select mode="multiple" allowClear showSearch optionFilterProp="label" placeholder="Выберите сотрудников" loading={staff.loading} options={options} />
        </Form.Item>
      }
      canSend={canSend}
      sending={sending}
      onSubmit={() => void submit()}
      onClear={clear}
    />
  );
}
