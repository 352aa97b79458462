import { and, count, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { HistoryRow } from '../../resources/record-history';
import { recordHistoryTexts } from '../../resources/record-history';
import { findResource } from '../../resources/index';
import { actionLabel, describeChanges, fieldsByStoredKey, historyTargetOf, idKeysOf, referencedIds, type ReferenceNames } from '../../resources/record-history/format';
import { tableMappingOf } from '../db/resource-tables';
import { auditLog } from '../db/schema/index';
import type { Db } from '../db/types';
import { BadRequestError } from '../errors';

const MAX_ID = 2_147_483_647;

// The entity and the id a history asks for, or the Russian reason why not.
export const parseHistoryKey = (entity: string | undefined, recordId: string | undefined) => {
  if (!entity) throw new BadRequestError(recordHistoryTexts.entityMissing);
  const target = historyTargetOf(entity);
  if (!target) throw new BadRequestError(recordHistoryTexts.entityUnknown.replace('{entity}', entity));
  if (!recordId || !/^\d{1,10}$/.test(recordId) || Number(recordId) < 1 || Number(recordId) > MAX_ID) {
    throw new BadRequestError(recordHistoryTexts.idInvalid);
  }
  return { target, id: Number(recordId) };
};

// Where a referenced resource's names are: its table's `name` column (a school year's `description`). Undefined for
// a resource with neither, or whose rows are read by routes of its own and map to no table ('teacher-sheets').
const namedTableOf = (target: string) => {
  const declaration = findResource(target);
  if (!declaration) return undefined;
  let mapping: ReturnType<typeof tableMappingOf>;
  try {
    mapping = tableMappingOf(declaration);
  } catch {
    return undefined;
  }
  const columns = getTableColumns(mapping.table) as Record<string, PgColumn>;
  const label = columns.name ?? columns.description;
  return label ? { table: mapping.table, id: mapping.id, label } : undefined;
};

// The names of the records some changes refer to, one read per referenced resource. A resource without names, or a
// record deleted since, keeps its id.
const referenceNames = async (db: Db, ids: Map<string, Set<number>>): Promise<ReferenceNames> => {
  const names = new Map<string, Map<number, string>>();
  for (const [target, wanted] of ids) {
    const named = namedTableOf(target);
    if (!named) continue;
    const { table, id, label } = named;
    const rows = await db.select({ id, label }).from(table).where(inArray(id, [...wanted]));
    names.set(target, new Map(rows.map((row) => [Number(row.id), String(row.label)])));
  }
  return names;
};

// One record's audit rows, newest first, each write's changes in words (issue 23 part 4).
export const readRecordHistory = async (
  db: Db,
  key: ReturnType<typeof parseHistoryKey>,
  page: { offset?: number; limit?: number },
  timeZone: string,
): Promise<{ total: number; rows: HistoryRow[] }> => {
  const where = and(inArray(auditLog.entity, [...key.target.entities]), eq(auditLog.entityId, String(key.id)));
  const [{ total }] = await db.select({ total: count() }).from(auditLog).where(where);
  const query = db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).offset(page.offset ?? 0);
  const found = page.limit === undefined ? await query : await query.limit(page.limit);
  const fields = fieldsByStoredKey(key.target.declarations);
  const idKeys = idKeysOf(key.target.declarations);
  const names = await referenceNames(db, referencedIds(found.map((row) => row.changes), fields));
  return {
    total,
    rows: found.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      userLogin: row.userLogin,
      action: actionLabel(row.action),
      changes: describeChanges(row.changes, fields, timeZone, idKeys, names),
    })),
  };
};
