import { z } from 'zod';
import type { FieldDeclaration, FieldKind } from '../../../../resources/define';
import { gradeTypeLabels, studentGrades, type StudentGradeRow } from '../../../../resources/grades';
import { gridFields, type GridField } from '../../../components/editable-grid/gridFields';
import type { ColumnOverrides } from '../../../components/editable-grid/columnQuery';

const shown = (kind: FieldKind, label: string, width: number): FieldDeclaration => ({
  kind,
  label,
  rule: z.unknown(),
  editable: false,
  column: { width },
});

// core.md §2.6: student, group, lesson, date, lesson number, attendance, classwork, homework, cycle.
const gradeFields: Partial<Record<keyof StudentGradeRow & string, FieldDeclaration>> = {
  studentName: shown('text', 'Ученик', 220),
  className: shown('text', 'Группа', 200),
  lessonName: shown('text', 'Урок', 220),
  lessonDate: shown('date', 'Дата', 120),
  lessonNumber: shown('number', 'Номер урока', 120),
  attendanceGrade: shown('text', gradeTypeLabels.attendance, 170),
  classworkGrade: shown('text', gradeTypeLabels.classwork, 150),
  homeworkGrade: shown('text', gradeTypeLabels.homework, 150),
  lessonCycleNumber: shown('number', 'Цикл', 90),
};

export const gradeGridFields: GridField[] = gridFields({ ...studentGrades, fields: gradeFields });

// docs/api-core.md "Grades": the sort allowlist and the _like filters.
export const gradeColumns: ColumnOverrides = {
  studentName: { sort: 'studentName', filter: { text: 'studentName' } },
  className: { sort: 'className', filter: { text: 'className' } },
  lessonName: { filter: { text: 'lessonName' } },
  lessonDate: { sort: 'lessonDate' },
  lessonNumber: { sort: 'lessonNumber' },
  lessonCycleNumber: { sort: 'lessonCycleNumber' },
};
