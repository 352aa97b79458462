import { pgTable, text } from 'drizzle-orm/pg-core';
import { identityId } from './columns';

// Reasons for archiving an application or a student.
export const exitStatuses = pgTable('exit_statuses', {
  id: identityId(),
  name: text('name').notNull().unique('exit_statuses_name_uq'),
});
