import { asc, eq } from 'drizzle-orm';
import type { ClientParentRow, ParentOption, ParentRow } from '../../resources/parents';
import { clientParents, parents } from '../db/schema/index';
import type { DbOrTx } from '../db/types';
import { NotFoundError } from '../errors';
import { russianOrder } from '../routes/info-list';
import { audit, definedOnly, lockRow, type WriteContext } from './write-context';

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

export const listParents = async (db: DbOrTx) =>
  (await db.select().from(parents).orderBy(russianOrder(parents.name), asc(parents.id))).map(parentRow);

export const listClientParents = async (db: DbOrTx) =>
  (await db.select().from(clientParents).orderBy(russianOrder(clientParents.name), asc(clientParents.id))).map(clientParentRow);

// all-parents-info: the students' parents, then the applications' parents, numbered for the picker.
export const listAllParents = async (db: DbOrTx): Promise<ParentOption[]> => {
  const [ofStudents, ofClients] = await Promise.all([listParents(db), listClientParents(db)]);
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
