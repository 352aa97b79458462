import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { GradeType } from '../../../resources/grades';
import { identityId } from './columns';
import { lessons } from './lessons';
import { students } from './students';

// One mark of a student in a lesson, of one kind (operations.md: attendance, classwork, homework; value, colour).
export const grades = pgTable(
  'grades',
  {
    id: identityId(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    gradeType: text('grade_type').$type<GradeType>().notNull(),
    value: text('value'),
    color: text('color'),
  },
  (table) => [
    check('grades_grade_type', sql`${table.gradeType} in ('attendance', 'classwork', 'homework')`),
    uniqueIndex('grades_lesson_student_type_uq').on(table.lessonId, table.studentId, table.gradeType),
    index('grades_student_id_idx').on(table.studentId),
  ],
);
