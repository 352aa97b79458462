import { Button, Card, Descriptions, Flex, type DescriptionsProps } from 'antd';
import type { CSSProperties } from 'react';
import { optionalPhoneRule } from '../../../../resources/field-rules';
import { NAME_EMPTY, nonEmptyNameRule } from '../../../../resources/names';
import type { StudentRow } from '../../../../resources/students';
import { ChipList } from '../../../components/ChipList';
import { LinkButton } from '../../../layout/LinkButton';
import { displayPhone } from '../../../lib/phone';
import { GroupChips } from '../grid/GroupChips';
import { AttendanceTypesField } from './AttendanceTypesField';
import { CardField } from './CardField';
import { choiceEditor, commentEditor, phoneEditor, textEditor, type ChoiceId } from './cardEditors';
import { useStudentCardSave } from './useStudentCardSave';

type StudentCardProps = { student: StudentRow; canEdit: boolean; onChangeParent: () => void; style: CSSProperties };

const nameRule = nonEmptyNameRule(NAME_EMPTY);

// core.md §2.10: the student's card, each row editable in place unless noted.
export function StudentCard({ student, canEdit, onChangeParent, style }: StudentCardProps) {
  const save = useStudentCardSave(student);
  const shared = { canEdit };

  const items: DescriptionsProps['items'] = [
    {
      label: 'Имя',
      children: (
        <CardField {...shared} label="Имя" view={student.studentName} value={student.studentName} rule={nameRule}
          editor={textEditor('Имя')} onSave={save.saveName} />
      ),
    },
    {
      label: 'Класс',
      children: (
        <CardField<ChoiceId> {...shared} label="Класс" view={student.schoolYearDescription} value={student.schoolYearId}
          editor={choiceEditor('Класс', 'school-years')} onSave={(id) => save.saveField('schoolYearId', id)} />
      ),
    },
    {
      label: 'Телефон ученика',
      children: (
        <CardField {...shared} label="Телефон ученика" view={displayPhone(student.studentPhoneNumber)}
          value={student.studentPhoneNumber} rule={optionalPhoneRule} editor={phoneEditor('Телефон ученика')}
          onSave={(phone) => save.saveField('studentPhoneNumber', phone)} />
      ),
    },
    {
      label: 'Родитель',
      children: (
        <CardField {...shared} label="Родитель" view={student.parentName} value={student.parentName ?? ''}
          editor={textEditor('Родитель')} onSave={save.saveParentName} />
      ),
    },
    {
      label: 'Телефон родителя',
      children: (
        <CardField {...shared} label="Телефон родителя" view={displayPhone(student.parentPhoneNumber)}
          value={student.parentPhoneNumber} rule={optionalPhoneRule} editor={phoneEditor('Телефон родителя')}
          onSave={save.saveParentPhone} />
      ),
    },
    { label: 'Группа', children: <GroupChips groups={student.studentSchoolClasses} /> },
    {
      label: 'Предметы',
      children: <ChipList max={10} chips={student.subjects.map((subject) => ({ key: subject.subjectId, label: subject.subjectName }))} />,
    },
    {
      label: 'Формат занятий',
      children: <AttendanceTypesField links={student.attendanceTypes} canEdit={canEdit} onChange={save.saveAttendanceTypes} />,
    },
    {
      label: 'Город',
      children: (
        <CardField<ChoiceId> {...shared} label="Город" view={student.studentCityName} value={student.studentCityId}
          editor={choiceEditor('Город', 'student-cities')} onSave={(id) => save.saveField('studentCityId', id)} />
      ),
    },
    {
      label: 'Маркетинговый канал',
      children: (
        <CardField<ChoiceId> {...shared} label="Маркетинговый канал" view={student.marketingChannelName}
          value={student.marketingChannelId} editor={choiceEditor('Маркетинговый канал', 'marketing-channels')}
          onSave={(id) => save.saveField('marketingChannelId', id)} />
      ),
    },
    {
      label: 'Комментарий',
      children: (
        <CardField {...shared} label="Комментарий" view={<span style={{ whiteSpace: 'pre-wrap' }}>{student.additionalComment}</span>}
          value={student.additionalComment ?? ''} editor={commentEditor}
          onSave={(comment) => save.saveField('additionalComment', comment)} />
      ),
    },
  ];

  return (
    <Card title="Данные ученика" style={style}>
      <Descriptions bordered column={1} size="small" items={items} styles={{ label: { whiteSpace: 'nowrap' } }} />
      <Flex gap={8} wrap style={{ marginTop: 16 }}>
        <LinkButton to={student.isArchived ? '/archive/students' : '/students/table'}>Вернуться к списку</LinkButton>
        {canEdit && <Button onClick={onChangeParent}>Изменить родителя</Button>}
      </Flex>
    </Card>
  );
}
