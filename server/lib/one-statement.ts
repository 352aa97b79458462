import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Tx } from '../db/types';

// Several writes sent as one statement: each a data-modifying WITH query (PostgreSQL runs every one of them to the
// end, once, whatever the main query reads), so a write of many tables costs one round trip instead of one each.
// The writes see one snapshot and none sees another's rows; their row and statement triggers, foreign keys
// included, fire after the whole statement and see every row it wrote, in an order PostgreSQL does not promise.
// So no write may read what another writes (ids that link the rows are chosen before: payment-create.ts takes them
// from the sequences), and a write whose triggers must have run before another's goes first, on its own.
export const inOneStatement = async (tx: Tx, writes: readonly SQLWrapper[]) => {
  if (writes.length === 0) return;
  // getSQL(): a query builder put in a template as it is comes in parentheses, as a subquery would
  const parts = writes.map((write, index) => sql`${sql.raw(`w${index}`)} as (${write.getSQL()})`);
  await tx.execute(sql`with ${sql.join(parts, sql`, `)} select`);
};
