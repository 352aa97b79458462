import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { identityId } from './columns';
import { schoolYears } from './school-years';
import { staff } from './staff';
import { subjectPricing } from './subject-pricing';
import { subjects } from './subjects';

// Groups (core.md §3 "Group/class"). staff_id is the teacher.
export const schoolClasses = pgTable(
  'school_classes',
  {
    id: identityId(),
    name: text('name').notNull(),
    cycle: integer('cycle').notNull().default(1),
    lessonsPerCycle: integer('lessons_per_cycle').notNull().default(8),
    schoolYearId: integer('school_year_id')
      .notNull()
      .references(() => schoolYears.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
    subjectPricingId: integer('subject_pricing_id').references(() => subjectPricing.id),
    color: text('color').notNull().default('#1677ff'),
    isArchived: boolean('is_archived').notNull().default(false),
    sheetUrl: text('sheet_url'),
    teacherSheetId: text('teacher_sheet_id'),
    // no spreadsheet service here: a refresh request is recorded for a worker to pick up (docs/api-core.md)
    sheetRefreshRequestedAt: timestamp('sheet_refresh_requested_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('school_classes_lessons_per_cycle_4_or_8', sql`${table.lessonsPerCycle} in (4, 8)`),
    check('school_classes_cycle_not_negative', sql`${table.cycle} >= 0`),
    check('school_classes_color_hex', sql`${table.color} ~ '^#[0-9a-fA-F]{6}$'`),
    index('school_classes_name_idx').on(sql`${table.name} collate "und-x-icu"`, table.id),
    index('school_classes_staff_id_idx').on(table.staffId),
    index('school_classes_subject_pricing_id_idx').on(table.subjectPricingId),
  ],
);
