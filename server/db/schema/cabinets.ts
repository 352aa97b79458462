import { pgTable, text } from 'drizzle-orm/pg-core';
import { identityId, lowerUniqueIndex } from './columns';

export const cabinets = pgTable(
  'cabinets',
  {
    id: identityId(),
    name: text('name').notNull(),
  },
  (table) => [lowerUniqueIndex('cabinets', table.name)],
);
