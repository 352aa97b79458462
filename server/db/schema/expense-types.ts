import { pgTable, text } from 'drizzle-orm/pg-core';
import { identityId, lowerUniqueIndex } from './columns';

// money.md §5: what an expense is spent on, and how it is paid. Names are unique case-insensitively.
export const expenseTypes = pgTable(
  'expense_types',
  {
    id: identityId(),
    name: text('name').notNull(),
  },
  (table) => [lowerUniqueIndex('expense_types', table.name)],
);

export const expensePaymentTypes = pgTable(
  'expense_payment_types',
  {
    id: identityId(),
    name: text('name').notNull(),
  },
  (table) => [lowerUniqueIndex('expense_payment_types', table.name)],
);
