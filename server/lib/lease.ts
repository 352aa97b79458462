import { and, eq, lt, or, sql } from 'drizzle-orm';
import { workerLeases } from '../db/schema/index';
import type { DbOrTx } from '../db/types';

// A lease in worker_leases: the work only one instance may do at a time. The holder takes or renews it for `ms`
// (the database's clock, the same for every instance); another instance takes it over once it has run out.
// True while `holder` holds it.
export const takeLease = async (db: DbOrTx, name: string, holder: string, ms: number): Promise<boolean> => {
  const until = sql`now() + make_interval(secs => ${ms / 1000}::double precision)`;
  const [row] = await db
    .insert(workerLeases)
    .values({ name, holder, leaseUntil: until })
    .onConflictDoUpdate({
      target: workerLeases.name,
      set: { holder, leaseUntil: until },
      setWhere: or(eq(workerLeases.holder, holder), lt(workerLeases.leaseUntil, sql`now()`)),
    })
    .returning({ holder: workerLeases.holder });
  return row?.holder === holder;
};

// Given back on a clean stop, so that another instance need not wait for it to run out.
export const releaseLease = async (db: DbOrTx, name: string, holder: string) => {
  await db.delete(workerLeases).where(and(eq(workerLeases.name, name), eq(workerLeases.holder, holder)));
};
