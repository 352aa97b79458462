import { integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId } from './columns';
import { students } from './students';
import { subjects } from './subjects';

// Subjects a student studies (core.md §3 "subjects").
export const studentSubjects = pgTable(
  'student_subjects',
  {
    id: identityId(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
  },
  (table) => [uniqueIndex('student_subjects_student_subject_uq').on(table.studentId, table.subjectId)],
);
