import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId } from './columns';
import { schoolClasses } from './school-classes';
import { students } from './students';

// Enrolments: a student in a group, from the enrolment date until the leaving date (operations.md statistics).
export const studentClasses = pgTable(
  'student_classes',
  {
    id: identityId(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    classId: integer('class_id')
      .notNull()
      .references(() => schoolClasses.id),
    enrollmentDate: date('enrollment_date', { mode: 'string' }).notNull().default(sql`CURRENT_DATE`),
    disenrollmentDate: date('disenrollment_date', { mode: 'string' }),
    isArchived: boolean('is_archived').notNull().default(false),
  },
  (table) => [
    uniqueIndex('student_classes_student_class_uq').on(table.studentId, table.classId),
    index('student_classes_class_id_idx').on(table.classId),
  ],
);
