import { DatePicker, Form, Input, type FormRule } from 'antd';
import { PhoneInput } from '../../../components/PhoneInput';
import { ReferenceSelect } from '../../../components/ReferenceSelect';
import { PICKER_DATE } from '../../../lib/date';
import type { FormFieldName } from './applicationForm';
import type { FormSettings } from './formSettings';

type StudentColumnProps = {
  settings: FormSettings;
  studentAdd: boolean;
  rule: (field: FormFieldName) => FormRule;
};

// The 'Ученик' column. Fields switched off in the settings stay in the form with their defaults.
export function StudentColumn({ settings, studentAdd, rule }: StudentColumnProps) {
  return (
    <>
      <Form.Item name="clientName" label="Имя ученика" required rules={[rule('clientName')]}>
        <Input placeholder="Фамилия Имя" autoFocus />
      </Form.Item>
      <Form.Item name="schoolYearId" label="Класс" required rules={[rule('schoolYearId')]}>
        <ReferenceSelect target="school-years" />
      </Form.Item>
      <Form.Item name="clientPhoneNumber" label="Телефон ученика" rules={[rule('clientPhoneNumber')]}>
        <PhoneInput />
      </Form.Item>
      <Form.Item name="dateOfBirth" label="Дата рождения" hidden={!settings.showBirthDate}>
        <DatePicker format={PICKER_DATE} placeholder="ДД.ММ.ГГ" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="studentCityId" label="Город" hidden={!settings.showCity}>
        <ReferenceSelect target="student-cities" />
      </Form.Item>
      <Form.Item name="studentSchoolId" label="Школа" hidden={!settings.showSchool}>
        <ReferenceSelect target="student-schools" />
      </Form.Item>
      <Form.Item name="marketingChannelId" label="Маркетинговый канал" hidden={!settings.showChannel}>
        <ReferenceSelect target="marketing-channels" />
      </Form.Item>
      {/* a student has no application status: the field goes while 'add as student' is on */}
      <Form.Item
        name="clientStatusId"
        label="Статус заявки"
        required
        hidden={studentAdd}
        dependencies={['studentAdd']}
        rules={[rule('clientStatusId')]}
      >
        <ReferenceSelect target="client-statuses" />
      </Form.Item>
      <Form.Item name="attendanceTypeIds" label="Формат занятий" required rules={[rule('attendanceTypeIds')]}>
        <ReferenceSelect target="attendance-types" mode="multiple" />
      </Form.Item>
      <Form.Item name="additionalComment" label="Комментарий">
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
    </>
  );
}
