import { Input, InputNumber, Select } from 'antd';
import type { GroupRow } from '../../../../resources/groups';
import { useReferenceOptions, type ReferenceId } from '../../../components/useReferenceOptions';
import type { GroupRights } from '../rights/useGroupRights';
import { cellError, type GroupChange } from './groupChanges';
import { GroupStudents } from './GroupStudents';
import { InlineField, type EditorProps } from './InlineField';

type GroupDetailsProps = { group: GroupRow; rights: GroupRights; onSave: (change: GroupChange) => void };

export const NO_PRICING = 'Не указан';

const numberEditor = ({ id, value, onChange, status, autoFocus }: EditorProps<number | null>) => (
  <InputNumber id={id} value={value} onChange={onChange} status={status} autoFocus={autoFocus} style={{ width: '100%' }} />
);

const choiceEditor =
  (options: { value: ReferenceId; label: string }[], loading: boolean, allowClear = false) =>
  ({ id, value, onChange, status, autoFocus }: EditorProps<number | null>) => (
    <Select<number | null>
      id={id}
      value={value}
      onChange={(chosen) => onChange(chosen ?? null)}
      options={options as { value: number; label: string }[]}
      loading={loading}
      status={status}
      autoFocus={autoFocus}
      allowClear={allowClear}
      showSearch
      optionFilterProp="label"
      placeholder={allowClear ? NO_PRICING : 'Выберите значение'}
      notFoundContent="Нет данных"
      style={{ width: '100%' }}
    />
  );

// core.md §2.5 and §6: those who may manage everything edit every detail; others only the current cycle.
export function GroupDetails({ group, rights, onSave }: GroupDetailsProps) {
  const full = rights.canManageAll;
  const years = useReferenceOptions(full ? 'school-years' : undefined);
  const teachers = useReferenceOptions(full ? 'teachers' : undefined);
  const pricing = useReferenceOptions(full ? 'subject-pricing' : undefined);

  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <InlineField<string>
        label="Название"
        display={group.className}
        initial={group.className}
        editable={full}
        validate={(value) => cellError('className', value)}
        renderEditor={({ id, value, onChange, status, autoFocus }) => (
          <Input id={id} value={value} onChange={(event) => onChange(event.target.value)} status={status} autoFocus={autoFocus} />
        )}
        onSave={(value) => onSave({ field: 'className', value })}
      />
      <InlineField<number | null>
        label="Текущий цикл"
        display={group.classCycle}
        initial={group.classCycle}
        editable={rights.canUpdate}
        validate={(value) => cellError('classCycle', value)}
        renderEditor={numberEditor}
        onSave={(value) => onSave({ field: 'classCycle', value })}
      />
      <InlineField<number | null>
        label="Класс"
        display={group.schoolYear.description}
        initial={group.schoolYear.id}
        editable={full}
        validate={(value) => (value === null ? 'Выберите класс' : undefined)}
        renderEditor={choiceEditor(years.options, years.loading)}
        onSave={(id) => id !== null && onSave({ field: 'schoolYear', value: { id, description: years.labelOf(id) ?? '' } })}
      />
      <InlineField<number | null>
        label="Преподаватель"
        display={group.teacher.teacherName}
        initial={group.teacher.teacherId}
        editable={full}
        validate={(value) => (value === null ? 'Выберите преподавателя' : undefined)}
        renderEditor={choiceEditor(teachers.options, teachers.loading)}
        onSave={(id) =>
          id !== null && onSave({ field: 'teacher', value: { teacherId: id, teacherName: teachers.labelOf(id) ?? '' } })
        }
      />
      {full && (
        <InlineField<number | null>
          label="Формат занятий"
          display={group.subjectPricing?.name ?? NO_PRICING}
          initial={group.subjectPricing?.id ?? null}
          editable
          renderEditor={choiceEditor(pricing.options, pricing.loading, true)}
          onSave={(id) =>
            onSave({ field: 'subjectPricing', value: id === null ? null : { id, name: pricing.labelOf(id) ?? '' } })
          }
        />
      )}
      <InlineField<number | null>
        label="Уроков в цикле"
        display={group.numberOfLessonsPerCycle}
        initial={group.numberOfLessonsPerCycle}
        editable={full}
        validate={(value) => cellError('numberOfLessonsPerCycle', value)}
        renderEditor={numberEditor}
        onSave={(value) => onSave({ field: 'numberOfLessonsPerCycle', value })}
      />
      <GroupStudents students={group.enrolledStudents} />
    </div>
  );
}
