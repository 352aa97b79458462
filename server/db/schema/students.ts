import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { identityId } from './columns';
import { exitStatuses } from './exit-statuses';
import { marketingChannels } from './marketing-channels';
import { parents } from './parents';
import { schoolYears } from './school-years';
import { studentCities } from './student-cities';
import { studentSchools } from './student-schools';

// Students (core.md §3 "Student"). An archived student has an exit status (core.md §4).
export const students = pgTable(
  'students',
  {
    id: identityId(),
    name: text('name').notNull(),
    phoneNumber: text('phone_number'),
    telegramId: text('telegram_id'),
    parentId: integer('parent_id').references(() => parents.id),
    schoolYearId: integer('school_year_id').references(() => schoolYears.id),
    studentCityId: integer('student_city_id').references(() => studentCities.id),
    studentSchoolId: integer('student_school_id').references(() => studentSchools.id),
    marketingChannelId: integer('marketing_channel_id').references(() => marketingChannels.id),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    eligibleForDiscountPrice: boolean('eligible_for_discount_price').notNull().default(false),
    eligibleForOldPrice: boolean('eligible_for_old_price').notNull().default(false),
    additionalComment: text('additional_comment'),
    creationDate: timestamp('creation_date', { withTimezone: true }).notNull().defaultNow(),
    isArchived: boolean('is_archived').notNull().default(false),
    exitStatusId: integer('exit_status_id').references(() => exitStatuses.id),
  },
  (table) => [
    index('students_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
    index('students_phone_trgm_idx').using('gin', sql`${table.phoneNumber} gin_trgm_ops`),
    // the default order of both student lists, one page at a time (notes/data.md: Index Scan + Incremental Sort)
    index('students_archived_name_idx').on(table.isArchived, sql`${table.name} collate "und-x-icu"`, table.id),
    index('students_parent_id_idx').on(table.parentId),
    index('students_creation_date_idx').on(table.creationDate),
  ],
);
