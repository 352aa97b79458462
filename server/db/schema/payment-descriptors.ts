import { pgTable, text } from 'drizzle-orm/pg-core';
import { identityId, lowerUniqueIndex } from './columns';

// Payment types (money.md §3 "Payment descriptor"): how a payment was made. A payment has one or more of them
// (payment_descriptor_links); the cash desk counts the cash ones. Names are unique case-insensitively.
export const paymentDescriptors = pgTable(
  'payment_descriptors',
  {
    id: identityId(),
    name: text('name').notNull(),
  },
  (table) => [lowerUniqueIndex('payment_descriptors', table.name)],
);
