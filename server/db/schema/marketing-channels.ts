import { pgTable, text } from 'drizzle-orm/pg-core';
import { identityId, lowerUniqueIndex } from './columns';

export const marketingChannels = pgTable(
  'marketing_channels',
  {
    id: identityId(),
    name: text('name').notNull(),
  },
  (table) => [lowerUniqueIndex('marketing_channels', table.name)],
);
