import { pgTable, text } from 'drizzle-orm/pg-core';
import { identityId, lowerUniqueIndex } from './columns';

export const studentCities = pgTable(
  'student_cities',
  {
    id: identityId(),
    name: text('name').notNull(),
  },
  (table) => [lowerUniqueIndex('student_cities', table.name)],
);
