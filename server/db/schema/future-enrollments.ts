import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { identityId, lowerUniqueIndex } from './columns';
import { schoolYears } from './school-years';
import { staff } from './staff';
import { students } from './students';
import { subjects } from './subjects';

// operations.md §3 "Client school class status": the statuses of a planned place (colour hex, 3 or 6 digits).
export const clientSchoolClassStatuses = pgTable(
  'client_school_class_statuses',
  {
    id: identityId(),
    name: text('name').notNull(),
    color: text('color').notNull().default('#01a509'),
  },
  (table) => [
    lowerUniqueIndex('client_school_class_statuses', table.name),
    check('client_school_class_statuses_color_hex', sql`${table.color} ~ '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$'`),
  ],
);

// operations.md §3 "Future school class": a group planned for the next period.
export const futureSchoolClasses = pgTable('future_school_classes', {
  id: identityId(),
  name: text('name').notNull(),
  subjectId: integer('subject_id').references(() => subjects.id),
  staffId: integer('staff_id').references(() => staff.id),
  schoolYearId: integer('school_year_id').references(() => schoolYears.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// operations.md §3 "Future enrolment": a lead (client) or a student planned into a future group, with a status.
// A person is in a planned group at most once.
export const futureEnrollments = pgTable(
  'future_enrollments',
  {
    id: identityId(),
    futureSchoolClassId: integer('future_school_class_id')
      .notNull()
      .references(() => futureSchoolClasses.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').references(() => clients.id),
    studentId: integer('student_id').references(() => students.id),
    statusId: integer('status_id')
      .notNull()
      .references(() => clientSchoolClassStatuses.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('future_enrollments_one_person', sql`(${table.clientId} is null) <> (${table.studentId} is null)`),
    uniqueIndex('future_enrollments_class_client_uq').on(table.futureSchoolClassId, table.clientId).where(sql`${table.clientId} is not null`),
    uniqueIndex('future_enrollments_class_student_uq').on(table.futureSchoolClassId, table.studentId).where(sql`${table.studentId} is not null`),
    index('future_enrollments_class_idx').on(table.futureSchoolClassId),
  ],
);
