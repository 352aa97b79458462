import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PoolClient } from 'pg';

// drizzle-orm 0.45's node-postgres transaction sends `begin` before its try/finally: when the connection is gone
// at that moment (pg_terminate_backend, a restart), the pool's client is never released, and after ten such
// requests every later one waits forever. This is the same transaction with the client always given back —
// destroyed, not reused, when the failure was the connection's (connection-loss.test.ts proves both).
type SessionInternals = {
  client: unknown;
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
};

const isPoolClient = (client: unknown): client is PoolClient =>
  typeof (client as Partial<PoolClient>).release === 'function';

let patched = false;

export const releaseClientsOfFailedTransactions = () => {
  if (patched) return;
  patched = true;
  NodePgSession.prototype.transaction = async function transaction(this: SessionInternals, work, config) {
    const pool = this.client as { connect?: () => Promise<PoolClient> };
    const client = typeof pool.connect === 'function' && !isPoolClient(pool) ? await pool.connect() : undefined;
    const session = client ? new NodePgSession(client, this.dialect, this.schema, this.options) : (this as never);
    const tx = new NodePgTransaction(this.dialect, session as never, this.schema) as NodePgTransaction<never, never> & {
      getTransactionConfigSQL: (config: unknown) => ReturnType<typeof sql>;
    };
    let failure: Error | undefined;
    try {
      await tx.execute(sql`begin${config ? sql` ${tx.getTransactionConfigSQL(config)}` : undefined}`);
      try {
        const result = await work(tx as never);
        await tx.execute(sql`commit`);
        return result;
      } catch (error) {
        await tx.execute(sql`rollback`).catch((rollbackError: Error) => {
          failure = rollbackError; // the connection is gone: the client must not serve again
        });
        throw error;
      }
    } catch (error) {
      failure ??= error instanceof Error && !(error as { code?: unknown }).code ? error : undefined;
      throw error;
    } finally {
      client?.release(failure);
    }
  } as NodePgSession<never, never>['transaction'];
};
