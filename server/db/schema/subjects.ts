import { pgTable, text } from 'drizzle-orm/pg-core';
import { identityId, lowerUniqueIndex } from './columns';

export const subjects = pgTable(
  'subjects',
  {
    id: identityId(),
    name: text('name').notNull(),
  },
  (table) => [lowerUniqueIndex('subjects', table.name)],
);
