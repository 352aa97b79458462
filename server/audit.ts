import { auditLog, type AuditAction, type AuditChanges, type AuditRow } from './db/schema/index';
import type { Tx } from './db/types';

export type Actor = { id: string | null; login: string };

export type AuditEntry = {
  actor: Actor;
  action: AuditAction;
  entity: string; // the resource name, e.g. 'client-statuses'
  entityId: string | number | null;
  changes: AuditChanges;
};

const same = (left: unknown, right: unknown) => JSON.stringify(left) === JSON.stringify(right);

// The fields whose value differs between two versions of a row; a missing side means created or deleted.
export const diffRows = (before: Record<string, unknown> | null, after: Record<string, unknown> | null) => {
  const changes: AuditChanges = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    const from = before?.[key];
    const to = after?.[key];
    if (before && after && same(from, to)) continue;
    changes[key] = { ...(before ? { from } : {}), ...(after ? { to } : {}) };
  }
  return changes;
};

// Takes the transaction of the write itself: the audit row commits or rolls back with it.
export const writeAudit = async (tx: Tx, entry: AuditEntry) => {
  await tx.insert(auditLog).values(auditRowOf(entry));
};

// The audit row of an entry, for a write that inserts it in a statement of its own making (payment-create.ts).
export const auditRowOf = (entry: AuditEntry): AuditRow => ({
  userId: entry.actor.id,
  userLogin: entry.actor.login,
  action: entry.action,
  entity: entry.entity,
  entityId: entry.entityId === null ? null : String(entry.entityId),
  changes: entry.changes,
});
