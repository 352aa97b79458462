import { pgTable, text } from 'drizzle-orm/pg-core';
import { identityId, lowerUniqueIndex } from './columns';

export const studentSchools = pgTable(
  'student_schools',
  {
    id: identityId(),
    name: text('name').notNull(),
  },
  (table) => [lowerUniqueIndex('student_schools', table.name)],
);
