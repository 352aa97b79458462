import { eq, sql } from 'drizzle-orm';
import type { DebtCommentRow } from '../../resources/debtors';
import { adminDebtComments, schoolClasses, students } from '../db/schema/index';
import type { Tx } from '../db/types';
import { BadRequestError, NotFoundError } from '../errors';
import type { ApiUser } from '../plugins/fastify-types';
import { audit, lockRow, type WriteContext } from '../lib/write-context';

const ENTITY = 'admin-debt-comment';
export const COMMENT_NOT_FOUND = 'Комментарий не найден';
export const STUDENT_NOT_FOUND = 'Ученик не найден';
export const GROUP_NOT_FOUND = 'Группа не найдена';
export const OTHER_DEBT = 'Комментарий относится к другому долгу: ученик, группа и цикл не меняются';

type Comment = typeof adminDebtComments.$inferSelect;

export const toCommentRow = (row: Comment): DebtCommentRow => ({
  adminDebtCommentId: row.id,
  content: row.content,
  adminName: row.adminName,
  timestamp: row.updatedAt.toISOString(),
  cycleNumber: row.cycleNumber,
  classId: row.classId,
  studentId: row.studentId,
});

// Who wrote it: the signed-in user's name from the token, never the body's adminName (a client could put anyone's).
export const adminNameOf = (user: ApiUser | null): string => {
  const name = [user?.firstName, user?.lastName].filter((part) => part && part.trim() !== '').join(' ').trim();
  return name || user?.login || 'Пользователь';
};

const checkReferences = async (tx: Tx, studentId: number, classId: number) => {
  const [[student], [group]] = await Promise.all([
    tx.select({ id: students.id }).from(students).where(eq(students.id, studentId)),
    tx.select({ id: schoolClasses.id }).from(schoolClasses).where(eq(schoolClasses.id, classId)),
  ]);
  const errors = [
    ...(student ? [] : [{ field: 'student', message: STUDENT_NOT_FOUND }]),
    ...(group ? [] : [{ field: 'schoolClass', message: GROUP_NOT_FOUND }]),
  ];
  if (errors.length > 0) throw new BadRequestError(errors[0].message, errors);
};

export type DebtKey = { studentId: number; classId: number; cycleNumber: number };

// POST: one comment per debt (the table's unique key). A second POST for the same debt rewrites it, as the
// spec's screen would after a race of two administrators: the answer says which happened (created or not).
export const saveDebtComment = async (context: WriteContext, debt: DebtKey, content: string, adminName: string) => {
  const { tx } = context;
  await checkReferences(tx, debt.studentId, debt.classId);
  const [before] = await tx
    .select()
    .from(adminDebtComments)
    .where(
      sql`${adminDebtComments.studentId} = ${debt.studentId} and ${adminDebtComments.classId} = ${debt.classId} and ${adminDebtComments.cycleNumber} = ${debt.cycleNumber}`,
    )
    .for('update');
  const [after] = await tx
    .insert(adminDebtComments)
    .values({ ...debt, content, adminName })
    .onConflictDoUpdate({
      target: [adminDebtComments.studentId, adminDebtComments.classId, adminDebtComments.cycleNumber],
      set: { content, adminName, updatedAt: sql`now()` },
    })
    .returning();
  await audit(context, before ? 'update' : 'create', ENTITY, after.id, before ?? null, after);
  return { created: !before, row: toCommentRow(after) };
};

// PATCH: the content of an existing comment; the debt it belongs to does not change.
export const updateDebtComment = async (context: WriteContext, id: number, debt: Partial<DebtKey>, content: string, adminName: string) => {
  const before = await lockRow(context.tx, adminDebtComments, id);
  if (!before) throw new NotFoundError(COMMENT_NOT_FOUND);
  const moved =
    (debt.studentId !== undefined && debt.studentId !== before.studentId) ||
    (debt.classId !== undefined && debt.classId !== before.classId) ||
    (debt.cycleNumber !== undefined && debt.cycleNumber !== before.cycleNumber);
  if (moved) throw new BadRequestError(OTHER_DEBT);
  const [after] = await context.tx
    .update(adminDebtComments)
    .set({ content, adminName, updatedAt: sql`now()` })
    .where(eq(adminDebtComments.id, id))
    .returning();
  await audit(context, 'update', ENTITY, id, before, after);
  return toCommentRow(after);
};
