import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { cabinets } from './cabinets';
import { identityId } from './columns';
import { schoolClasses } from './school-classes';

// operations.md §3 "Schedule entry": a group's weekly lesson in a cabinet, day 0 (Monday) … 6 (Sunday), times
// 'HH:mm' that compare as text. A group with two lessons a week has two rows. Overlaps are allowed and shown as a
// warning (operations.md §2), so nothing here forbids them.
export const classSchedules = pgTable(
  'class_schedules',
  {
    id: identityId(),
    schoolClassId: integer('school_class_id')
      .notNull()
      .references(() => schoolClasses.id),
    dayOfWeek: integer('day_of_week').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    cabinetId: integer('cabinet_id')
      .notNull()
      .references(() => cabinets.id),
  },
  (table) => [
    check('class_schedules_day_of_week', sql`${table.dayOfWeek} between 0 and 6`),
    check('class_schedules_times', sql`${table.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${table.endTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('class_schedules_end_after_start', sql`${table.endTime} > ${table.startTime}`),
    index('class_schedules_cabinet_day_idx').on(table.cabinetId, table.dayOfWeek),
    index('class_schedules_school_class_idx').on(table.schoolClassId),
  ],
);
