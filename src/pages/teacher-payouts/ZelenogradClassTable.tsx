import { Card, Checkbox, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ZelenogradClass } from '../../../resources/money/payouts-api';
import { studentOverrideKey } from '../../../resources/money/payouts-zelenograd';
import { GradeTag } from './GradeTag';
import { dateText, rub } from './payoutTexts';
import type { PendingOverrides } from './useZelenogradPayout';

type Row = { studentId: number; studentName: string };
type Props = {
  group: ZelenogradClass;
  pending: PendingOverrides;
  disabled: boolean;
  onStudent: (key: string, value: boolean, stored: boolean) => void;
  onClass: (classId: number, value: boolean, stored: boolean) => void;
};

// One group of centre 2: students by lesson date; a ticked box under a lesson pays that student as present, the
// group's box pays every lesson as if all its students came (docs/money.md §14 "Centre 2").
export function ZelenogradClassTable({ group, pending, disabled, onStudent, onClass }: Props) {
  const students = new Map<number, Row>();
  for (const lesson of group.lessons) for (const student of lesson.allStudents) students.set(student.studentId, student);
  const rows = [...students.values()].sort((a, b) => a.studentName.localeCompare(b.studentName, 'ru'));
  const classPending = pending.classes[String(group.schoolClassId)];
  const classTicked = classPending ?? group.wasClassOverrideApplied;

  return (
    <Card
      size="small"
      title={
        <Space wrap>
          <span>{group.schoolClassName}</span>
          {group.subjectPricingName && <Tag>{group.subjectPricingName}</Tag>}
          <Typography.Text strong>{rub(group.totalAmountForSchoolClass)}</Typography.Text>
        </Space>
      }
      extra={
        <Checkbox
          checked={classTicked}
          disabled={disabled}
          onChange={(event) => onClass(group.schoolClassId, event.target.checked, group.wasClassOverrideApplied)}
        >
          Оплатить как полную группу{classPending !== undefined ? ' *' : ''}
        </Checkbox>
      }
    >
      <Table<Row>
        rowKey="studentId"
        size="small"
        pagination={false}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Typography.Text>Занятий в цикле еще не было</Typography.Text> }}
        columns={[
          { key: 'student', title: 'Ученик', dataIndex: 'studentName', fixed: 'left' },
          ...group.lessons.map((lesson) => ({
            key: String(lesson.lessonId),
            title: (
              <Tooltip title={`Пришло ${lesson.attendedStudentsCount} из ${lesson.totalEnrolledStudents}`}>
                <div style={{ textAlign: 'center' }}>
                  <div>{dateText(lesson.lessonDate)}</div>
                  <Typography.Text type="secondary">
                    {rub(lesson.totalLessonAmount)} · {lesson.attendedStudentsCount}/{lesson.totalEnrolledStudents}
                  </Typography.Text>
                </div>
              </Tooltip>
            ),
            align: 'center' as const,
            render: (_: unknown, row: Row) => {
              const student = lesson.allStudents.find((candidate) => candidate.studentId === row.studentId);
              if (!student) return '—';
              const key = studentOverrideKey(lesson.lessonId, student.studentId);
              const present = student.gradeValue?.startsWith('+') ?? false;
              const ticked = pending.students[key] ?? student.wasOverridden;
              return (
                <Space size={4}>
                  <Checkbox
                    aria-label={`${student.studentName}, ${dateText(lesson.lessonDate)}`}
                    checked={present || ticked || classTicked}
                    disabled={disabled || present || classTicked}
                    onChange={(event) => onStudent(key, event.target.checked, student.wasOverridden)}
                  />
                  {student.gradeValue && <GradeTag value={student.gradeValue} />}
                  {pending.students[key] !== undefined && <Typography.Text type="warning">*</Typography.Text>}
                </Space>
              );
            },
          })),
        ]}
      />
    </Card>
  );
}
