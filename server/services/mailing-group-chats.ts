import { eq, type SQL } from 'drizzle-orm';
import { GROUP_CHAT_MESSAGES, type GroupChatRow } from '../../resources/mailing';
import { groupChats, schoolClasses } from '../db/schema/index';
import type { DbOrTx } from '../db/types';
import { NotFoundError } from '../errors';
import { byRussianName } from '../lib/info-list';
import { archiveAction, audit, definedOnly, lockRow, type WriteContext } from '../lib/write-context';
import { refuse } from './mailing';

// The Telegram group chats the bot was added to (issue 11): listed, tied to a group and to its students or
// parents, archived.

const groupChatColumns = {
  id: groupChats.id,
  chatName: groupChats.chatName,
  telegramChatId: groupChats.telegramChatId,
  schoolClassId: groupChats.schoolClassId,
  schoolClassName: schoolClasses.name,
  isGroupChatForStudents: groupChats.isGroupChatForStudents,
  isGroupChatForParents: groupChats.isGroupChatForParents,
  isArchived: groupChats.isArchived,
  createdAt: groupChats.createdAt,
};

const groupChatRows = async (db: DbOrTx, where?: SQL): Promise<GroupChatRow[]> => {
  const rows = await db.select(groupChatColumns).from(groupChats).leftJoin(schoolClasses, eq(schoolClasses.id, groupChats.schoolClassId)).where(where);
  return rows
    .map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }))
    .sort((left, right) => Number(left.isArchived) - Number(right.isArchived) || byRussianName<GroupChatRow>((row) => row.chatName)(left, right) || left.id - right.id);
};

export const listGroupChats = (db: DbOrTx, isArchived?: boolean) =>
  groupChatRows(db, isArchived === undefined ? undefined : eq(groupChats.isArchived, isArchived));

export type GroupChatPatch = { isArchived?: boolean; schoolClassId?: number | null; isGroupChatForStudents?: boolean; isGroupChatForParents?: boolean };

export const updateGroupChat = async (context: WriteContext, id: number, patch: GroupChatPatch) => {
  const { tx } = context;
  const before = await lockRow(tx, groupChats, id);
  if (!before) throw new NotFoundError(GROUP_CHAT_MESSAGES.chatMissing);
  if (patch.schoolClassId !== undefined && patch.schoolClassId !== null) {
    const [found] = await tx.select({ id: schoolClasses.id }).from(schoolClasses).where(eq(schoolClasses.id, patch.schoolClassId));
    if (!found) refuse('schoolClassId', GROUP_CHAT_MESSAGES.classMissing);
  }
  const changes = definedOnly(patch);
  await tx.update(groupChats).set(changes).where(eq(groupChats.id, id));
  const pick = (row: GroupChatPatch) => ({
    isArchived: row.isArchived,
    schoolClassId: row.schoolClassId,
    isGroupChatForStudents: row.isGroupChatForStudents,
    isGroupChatForParents: row.isGroupChatForParents,
  });
  await audit(context, archiveAction(before.isArchived, patch.isArchived), 'group-chats', id, pick(before), pick({ ...before, ...changes }));
  const [row] = await groupChatRows(tx, eq(groupChats.id, id));
  return row;
};
