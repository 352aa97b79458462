import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { clientParents } from './client-parents';
import { clientStatuses } from './client-statuses';
import { identityId } from './columns';
import { exitStatuses } from './exit-statuses';
import { marketingChannels } from './marketing-channels';
import { parents } from './parents';
import { schoolYears } from './school-years';
import { studentCities } from './student-cities';
import { studentSchools } from './student-schools';
import { students } from './students';

// Applications (core.md §3 "Client"). Foreign keys keep NO ACTION: deleting a reference entry still in use
// fails with 23503 on both engines (RESTRICT gives 23001 on PGlite, notes/data.md).
export const clients = pgTable(
  'clients',
  {
    id: identityId(),
    name: text('name').notNull(),
    phoneNumber: text('phone_number'),
    telegramId: text('telegram_id'),
    additionalComment: text('additional_comment'),
    // a parent of students or a client parent (core.md §4: the Change parent dialog sets exactly one)
    parentId: integer('parent_id').references(() => parents.id),
    clientParentId: integer('client_parent_id').references(() => clientParents.id),
    archived: boolean('archived').notNull().default(false),
    clientStatusId: integer('client_status_id').references(() => clientStatuses.id),
    marketingChannelId: integer('marketing_channel_id').references(() => marketingChannels.id),
    eligibleForDiscountPrice: boolean('eligible_for_discount_price').notNull().default(false),
    eligibleForOldPrice: boolean('eligible_for_old_price').notNull().default(false),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    schoolYearId: integer('school_year_id').references(() => schoolYears.id),
    studentCityId: integer('student_city_id').references(() => studentCities.id),
    studentSchoolId: integer('student_school_id').references(() => studentSchools.id),
    exitStatusId: integer('exit_status_id').references(() => exitStatuses.id),
    creationDate: timestamp('creation_date', { withTimezone: true }).notNull().defaultNow(),
    // set when the application became this student (convert-client-to-student, docs/api-core.md)
    convertedStudentId: integer('converted_student_id').references(() => students.id),
  },
  (table) => [
    index('clients_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
    index('clients_phone_trgm_idx').using('gin', sql`${table.phoneNumber} gin_trgm_ops`),
    index('clients_client_status_id_idx').on(table.clientStatusId),
    index('clients_archived_idx').on(table.archived),
    index('clients_name_idx').on(sql`${table.name} collate "und-x-icu"`, table.id),
  ],
);
