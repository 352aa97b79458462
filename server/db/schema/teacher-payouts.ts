import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { identityId } from './columns';
import { schoolClasses } from './school-classes';
import { staff } from './staff';
import { students } from './students';
import { subjectPricing } from './subject-pricing';
import { lessons } from './lessons';

const money = (name: string) => numeric(name, { precision: 12, scale: 2 }); // a string in code → integer kopecks

export const payoutCentres = ['ODINTSOVO', 'ZELENOGRAD'] as const; // money.md §7: centre 1, centre 2
export type PayoutCentre = (typeof payoutCentres)[number];
export const payoutDetailTypes = ['TEACHER', 'CLASS', 'STUDENT'] as const; // money.md §3
export type PayoutDetailType = (typeof payoutDetailTypes)[number];

// Centre 1 (money.md §3 "Centre 1 payout snapshot"): one snapshot per teacher, cycle and centre, recalculated on
// demand. Its details are kept by their natural key (type, group, student) across recalculations, so an override
// and its history stay attached to the same detail.
export const teacherPayoutSnapshots = pgTable(
  'teacher_payout_snapshots',
  {
    id: identityId(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => staff.id),
    classCycle: integer('class_cycle').notNull(),
    centre: text('centre').$type<PayoutCentre>().notNull(),
    calculatedAt: timestamp('calculated_at', { withTimezone: true }).notNull().defaultNow(),
    lastModifiedAt: timestamp('last_modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('teacher_payout_snapshots_teacher_cycle_centre_uq').on(table.teacherId, table.classCycle, table.centre),
    check('teacher_payout_snapshots_cycle_range', sql`${table.classCycle} between 1 and 99`),
    check('teacher_payout_snapshots_centre', sql`${table.centre} in ('ODINTSOVO', 'ZELENOGRAD')`),
  ],
);

export const teacherPayoutDetails = pgTable(
  'teacher_payout_details',
  {
    id: identityId(),
    snapshotId: integer('snapshot_id')
      .notNull()
      .references(() => teacherPayoutSnapshots.id, { onDelete: 'cascade' }),
    detailType: text('detail_type').$type<PayoutDetailType>().notNull(),
    classId: integer('class_id').references(() => schoolClasses.id),
    studentId: integer('student_id').references(() => students.id),
    calculatedAmount: money('calculated_amount').notNull(),
    finalAmount: money('final_amount').notNull(),
    // the inputs of the calculation (percentageRate; attendanceCount, calculationType, basePriceUsed, totalAmount)
    calculationData: jsonb('calculation_data').notNull().default({}),
  },
  (table) => [
    unique('teacher_payout_details_key_uq').on(table.snapshotId, table.detailType, table.classId, table.studentId).nullsNotDistinct(),
    check('teacher_payout_details_type', sql`${table.detailType} in ('TEACHER', 'CLASS', 'STUDENT')`),
    check('teacher_payout_details_amounts_not_negative', sql`${table.calculatedAmount} >= 0 and ${table.finalAmount} >= 0`),
  ],
);

// An adjustment of a detail's amount, with its reason; removing one stamps removed_at and keeps the row, so the
// history of a detail is every row of it (money.md §3 "override history entry").
export const teacherPayoutOverrides = pgTable(
  'teacher_payout_overrides',
  {
    id: identityId(),
    detailId: integer('detail_id')
      .notNull()
      .references(() => teacherPayoutDetails.id, { onDelete: 'cascade' }),
    newAmount: money('new_amount').notNull(),
    previousAmount: money('previous_amount').notNull(),
    overrideReason: text('override_reason'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: text('removed_by'),
  },
  (table) => [
    check('teacher_payout_overrides_amount_not_negative', sql`${table.newAmount} >= 0`),
    index('teacher_payout_overrides_detail_id_idx').on(table.detailId, table.createdAt),
  ],
);

// Centre 2 (money.md §3 "Payout rate"): what a lesson pays the teacher for a tariff and a number of attended
// students.
export const payoutAmounts = pgTable(
  'payout_amounts',
  {
    id: identityId(),
    subjectPricingId: integer('subject_pricing_id')
      .notNull()
      .references(() => subjectPricing.id),
    numberOfStudents: integer('number_of_students').notNull(),
    payoutAmount: money('payout_amount').notNull(),
  },
  (table) => [
    unique('payout_amounts_pricing_students_uq').on(table.subjectPricingId, table.numberOfStudents),
    check('payout_amounts_students_range', sql`${table.numberOfStudents} between 0 and 100`),
    check('payout_amounts_amount_not_negative', sql`${table.payoutAmount} >= 0`),
  ],
);

// Centre 2 adjustments of one teacher's cycle (money.md §4): a ticked student of a lesson (student_id + lesson_id)
// or a ticked group (class_id). What a tick does is docs/money.md's "Centre 2" section.
export const zelenogradPayoutOverrides = pgTable(
  'zelenograd_payout_overrides',
  {
    id: identityId(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    classCycle: integer('class_cycle').notNull(),
    classId: integer('class_id').references(() => schoolClasses.id),
    lessonId: integer('lesson_id').references(() => lessons.id),
    studentId: integer('student_id').references(() => students.id),
    active: boolean('active').notNull().default(true),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('zelenograd_payout_overrides_key_uq').on(table.staffId, table.classCycle, table.classId, table.lessonId, table.studentId).nullsNotDistinct(),
    index('zelenograd_payout_overrides_staff_cycle_idx').on(table.staffId, table.classCycle),
  ],
);
