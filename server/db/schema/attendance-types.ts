import { pgTable, text } from 'drizzle-orm/pg-core';
import { identityId } from './columns';

// Lesson formats; id 1 is the default of a new application (core.md §9).
export const attendanceTypes = pgTable('attendance_types', {
  id: identityId(),
  name: text('name').notNull().unique('attendance_types_name_uq'),
});
