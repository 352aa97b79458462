import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { identityId } from './columns';
import { lessons } from './lessons';
import { schoolClasses } from './school-classes';
import { staff } from './staff';
import { students } from './students';
import { subjects } from './subjects';

// operations.md §3 "Student exit": why a student left a group in a cycle, as told to the teacher and to the admin,
// and what was done to keep them.
export const studentExits = pgTable(
  'student_exits',
  {
    id: identityId(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    schoolClassId: integer('school_class_id')
      .notNull()
      .references(() => schoolClasses.id),
    classCycle: integer('class_cycle').notNull(),
    exitReasonSaidToTeacher: text('exit_reason_said_to_teacher'),
    exitReasonSaidToAdmin: text('exit_reason_said_to_admin'),
    retentionEffortsMade: text('retention_efforts_made'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('student_exits_cycle_positive', sql`${table.classCycle} >= 1`), index('student_exits_school_class_idx').on(table.schoolClassId)],
);

// operations.md §3 "Gradebook": a lesson's homework text (one per lesson, edited in the gradebook).
export const homeworks = pgTable('homeworks', {
  id: identityId(),
  lessonId: integer('lesson_id')
    .notNull()
    .references(() => lessons.id, { onDelete: 'cascade' })
    .unique('homeworks_lesson_id_uq'),
  text: text('text').notNull().default(''),
});

// operations.md §3 "Teacher-subject": which subjects a teacher teaches.
export const teacherSubjects = pgTable(
  'teacher_subjects',
  {
    id: identityId(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
  },
  (table) => [uniqueIndex('teacher_subjects_staff_subject_uq').on(table.staffId, table.subjectId)],
);

// operations.md §3 "Trial class": a lead's trial lesson in a group, with the three marks it got.
export const clientTrialClasses = pgTable(
  'client_trial_classes',
  {
    id: identityId(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    schoolClassId: integer('school_class_id')
      .notNull()
      .references(() => schoolClasses.id),
    lessonId: integer('lesson_id').references(() => lessons.id),
    lessonDate: date('lesson_date', { mode: 'string' }).notNull(),
    lessonNumber: integer('lesson_number'),
    attendanceGrade: text('attendance_grade'),
    classworkGrade: text('classwork_grade'),
    homeworkGrade: text('homework_grade'),
  },
  (table) => [index('client_trial_classes_lesson_date_idx').on(table.lessonDate)],
);
