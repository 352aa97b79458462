import { pgTable, text } from 'drizzle-orm/pg-core';
import { identityId, lowerUniqueIndex } from './columns';

export const clientStatuses = pgTable(
  'client_statuses',
  {
    id: identityId(),
    name: text('name').notNull(),
    color: text('color').notNull().default('#4bdf1a'), // core.md §9
  },
  (table) => [lowerUniqueIndex('client_statuses', table.name)],
);
