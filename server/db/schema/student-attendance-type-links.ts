import { integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { attendanceTypes } from './attendance-types';
import { identityId } from './columns';
import { students } from './students';

// Lesson formats of a student; the id is the spec's attendanceLinkId (core.md §3).
export const studentAttendanceTypeLinks = pgTable(
  'student_attendance_type_links',
  {
    id: identityId(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    attendanceTypeId: integer('attendance_type_id')
      .notNull()
      .references(() => attendanceTypes.id),
  },
  (table) => [uniqueIndex('student_attendance_type_links_student_type_uq').on(table.studentId, table.attendanceTypeId)],
);
