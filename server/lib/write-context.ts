import { eq, getTableName } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { diffRows, writeAudit, type Actor } from '../audit';
import type { Tx } from '../db/types';
import { BadRequestError } from '../errors';

export const BODY_ID_MISMATCH = 'Идентификатор в теле запроса не совпадает с адресом';
export const BODY_ID_NOT_A_NUMBER = 'Идентификатор в теле запроса должен быть числом';

export type WriteContext = { tx: Tx; actor: Actor };

export const actorOf = (request: FastifyRequest): Actor => ({ id: request.user?.id ?? null, login: request.user?.login ?? '' });

// One transaction per write, with the audit rows written through the same tx (ARCHITECTURE §6).
export const inTransaction = <Result>(app: FastifyInstance, request: FastifyRequest, work: (context: WriteContext) => Promise<Result>) =>
  app.db.transaction((tx) => work({ tx, actor: actorOf(request) }));

export const audit = (
  { tx, actor }: WriteContext,
  action: string,
  entity: string,
  entityId: number | null,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) => {
  const changes = diffRows(before, after);
  if (before && after && Object.keys(changes).length === 0) return Promise.resolve();
  return writeAudit(tx, { actor, action, entity, entityId, changes });
};

// The audit action of a PATCH that may carry isArchived: archiving, unarchiving, or a plain update.
export const archiveAction = (wasArchived: boolean, isArchived: boolean | undefined) =>
  isArchived === true && !wasArchived ? 'archive' : isArchived === false && wasArchived ? 'unarchive' : 'update';

// Only the values actually sent: a PATCH changes what it names and nothing else.
export const definedOnly = <Values extends Record<string, unknown>>(values: Values): Partial<Values> =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<Values>;

// Row of `table` with this id, locked for the rest of the transaction.
export const lockRow = async <Table extends PgTable & { id: PgColumn }>(tx: Tx, table: Table, id: number) => {
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for('update');
  return row as Table['$inferSelect'] | undefined;
};

// An id a body may repeat (the record's `id`, `paymentId`…) must be the address's: a number or its digits. Anything
// else is refused before it is converted: Number() of an object calls its toString, and {"toString": 1} throws.
export const checkBodyId = (body: Record<string, unknown>, keys: string[], id: number) => {
  for (const key of keys) {
    const value = Object.hasOwn(body, key) ? body[key] : undefined;
    if (value === undefined || value === null) continue;
    if (typeof value !== 'number' && typeof value !== 'string') throw new BadRequestError(BODY_ID_NOT_A_NUMBER);
    if (Number(value) !== id) throw new BadRequestError(BODY_ID_MISMATCH);
  }
};

// The spec's wording for a constraint of ours, given to the app's error mapper (server/errors.ts).
export const uniqueIndexName = (table: PgTable, name: string) => {
  if (!getTableConfig(table).indexes.some((index) => index.config.name === name)) {
    throw new Error(`${getTableName(table)} has no index ${name}`);
  }
  return name;
};

export const foreignKeyName = (column: PgColumn) => {
  const key = getTableConfig(column.table).foreignKeys.find((candidate) => candidate.reference().columns.includes(column));
  if (!key) throw new Error(`${column.name} has no foreign key`);
  return key.getName();
};
