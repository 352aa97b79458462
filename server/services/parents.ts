import { count, eq } from 'drizzle-orm';
import type { ClientParentRow, ParentOption, ParentRow } from '../../resources/parents';
import { clientParents, parents } from '../db/schema/index';
import type { DbOrTx } from '../db/types';
import { NotFoundError } from '../errors';
import { countedPage, parseInfoQuery, russianOrder, type InfoListQuery, type InfoListSpec } from '../lib/info-list';
import { audit, definedOnly, lockRow, type WriteContext } from '../lib/write-context';

const parentRow = (parent: typeof parents.$inferSelect): ParentRow => ({
  parentId: parent.id,
  parentName: parent.name,
  parentPhoneNumber: parent.phoneNumber,
  parentTelegramId: parent.telegramId,
});

const clientParentRow = (parent: typeof clientParents.$inferSelect): ClientParentRow => ({
  clientParentId: parent.id,
  clientParentName: parent.name,
  clientParentPhoneNumber: parent.phoneNumber,
});

// parents-info and client-parents-info take the simple-rest query (docs/api-core.md "Parents"); by name by default.
export const parentListSpec: InfoListSpec = {
  id: parents.id,
  fields: { parentId: parents.id, parentName: parents.name, parentPhoneNumber: parents.phoneNumber, parentTelegramId: parents.telegramId },
  search: [parents.name, parents.phoneNumber],
  defaultOrder: [russianOrder(parents.name)],
};

export const clientParentListSpec: InfoListSpec = {
  id: clientParents.id,
  fields: { clientParentId: clientParents.id, clientParentName: clientParents.name, clientParentPhoneNumber: clientParents.phoneNumber },
  search: [clientParents.name, clientParents.phoneNumber],
  defaultOrder: [russianOrder(clientParents.name)],
};

// A page of a parents table (or all of it) and the number of rows matching the filters.
const listOf = async <Table extends typeof parents | typeof clientParents, Row>(
  db: DbOrTx,
  table: Table,
  query: InfoListQuery,
  toRow: (parent: Table['$inferSelect']) => Row,
) => {
  const page = db.select().from(table as typeof parents).where(query.where).orderBy(...query.orderBy).$dynamic();
  const countQuery = db.select({ total: count() }).from(table as typeof parents).where(query.where);
  const { total, rows } = await countedPage(query, page, countQuery);
  return { total, rows: rows.map((row) => toRow(row as Table['$inferSelect'])) };
};

export const listParents = (db: DbOrTx, query = parseInfoQuery({}, parentListSpec)) => listOf(db, parents, query, parentRow);

export const listClientParents = (db: DbOrTx, query = parseInfoQuery({}, clientParentListSpec)) =>
  listOf(db, clientParents, query, clientParentRow);

// all-parents-info: the students' parents, then the applications' parents, numbered for the picker.
export const listAllParents = async (db: DbOrTx): Promise<ParentOption[]> => {
  const [{ rows: ofStudents }, { rows: ofClients }] = await Promise.all([listParents(db), listClientParents(db)]);
  return [
    ...ofStudents.map((parent) => ({
      parentId: parent.parentId,
      clientParentId: null,
      clientParentName: parent.parentName,
      clientParentPhoneNumber: parent.parentPhoneNumber,
    })),
    ...ofClients.map((parent) => ({ parentId: null, ...parent })),
  ].map((entry, index) => ({ sequentialId: index + 1, ...entry }));
};

export const createParent = async (context: WriteContext, parent: { name: string; phoneNumber: string | null; role?: string | null }) => {
  const [created] = await context.tx.insert(parents).values(parent).returning();
  await audit(context, 'create', 'parents', created.id, null, created);
  return parentRow(created);
};

export const updateParent = async (
  context: WriteContext,
  parentId: number,
  changes: { name?: string; phoneNumber?: string | null; telegramId?: string | null },
) => {
  const before = await lockRow(context.tx, parents, parentId);
  if (!before) throw new NotFoundError('Родитель не найден');
  const values = definedOnly(changes);
  if (Object.keys(values).length === 0) return parentRow(before);
  const [after] = await context.tx.update(parents).set(values).where(eq(parents.id, parentId)).returning();
  await audit(context, 'update', 'parents', parentId, before, after);
  return parentRow(after);
};

export const createClientParent = async (context: WriteContext, parent: { name: string; phoneNumber: string | null; role?: string | null }) => {
  const [created] = await context.tx.insert(clientParents).values(parent).returning();
  await audit(context, 'create', 'client-parents', created.id, null, created);
  return clientParentRow(created);
};

export const updateClientParent = async (context: WriteContext, clientParentId: number, changes: { name?: string; phoneNumber?: string | null }) => {
  const before = await lockRow(context.tx, clientParents, clientParentId);
  if (!before) throw new NotFoundError('Родитель не найден');
  const values = definedOnly(changes);
  if (Object.keys(values).length === 0) return clientParentRow(before);
  const [after] = await context.tx.update(clientParents).set(values).where(eq(clientParents.id, clientParentId)).returning();
  await audit(context, 'update', 'client-parents', clientParentId, before, after);
  return clientParentRow(after);
};
