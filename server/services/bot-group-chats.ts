import { and, eq } from 'drizzle-orm';
import { groupChats } from '../db/schema/index';
import type { Db } from '../db/types';
import { audit } from '../lib/write-context';

// The group chats the bot is in (issue 11): they register themselves when the bot is added; an admin ties each to
// a group on the mailing page. The writes are audited as the bot's own.
const botActor = { id: null, login: 'telegram-bot' };

// Added (or added again): the chat's row, named by its title, not archived. True when the chat is new or comes back.
export const registerGroupChat = (db: Db, telegramChatId: string, title: string) =>
  db.transaction(async (tx) => {
    const [before] = await tx.select().from(groupChats).where(eq(groupChats.telegramChatId, telegramChatId)).for('update');
    const context = { tx, actor: botActor };
    if (!before) {
      const [created] = await tx.insert(groupChats).values({ telegramChatId, chatName: title }).onConflictDoNothing().returning();
      if (created) await audit(context, 'create', 'group-chats', created.id, null, { telegramChatId, chatName: title });
      return Boolean(created);
    }
    if (!before.isArchived && before.chatName === title) return false;
    await tx.update(groupChats).set({ chatName: title, isArchived: false }).where(eq(groupChats.id, before.id));
    await audit(context, 'update', 'group-chats', before.id, { chatName: before.chatName, isArchived: before.isArchived }, { chatName: title, isArchived: false });
    return before.isArchived;
  });

// Removed from the chat (left, kicked): archived, so no mailing goes there; the tie to its group is kept.
export const forgetGroupChat = (db: Db, telegramChatId: string) =>
  db.transaction(async (tx) => {
    const [before] = await tx.select().from(groupChats).where(eq(groupChats.telegramChatId, telegramChatId)).for('update');
    if (!before || before.isArchived) return;
    await tx.update(groupChats).set({ isArchived: true }).where(eq(groupChats.id, before.id));
    await audit({ tx, actor: botActor }, 'update', 'group-chats', before.id, { isArchived: false }, { isArchived: true });
  });

export const renameGroupChat = (db: Db, telegramChatId: string, title: string) =>
  db.transaction(async (tx) => {
    const [before] = await tx.select().from(groupChats).where(eq(groupChats.telegramChatId, telegramChatId)).for('update');
    if (!before || before.chatName === title) return;
    await tx.update(groupChats).set({ chatName: title }).where(eq(groupChats.id, before.id));
    await audit({ tx, actor: botActor }, 'update', 'group-chats', before.id, { chatName: before.chatName }, { chatName: title });
  });

// A group upgraded to a supergroup: the row follows the new id. When the new id has a row already (the bot saw the
// supergroup first), the old row is archived instead.
export const moveGroupChat = (db: Db, fromChatId: string, toChatId: string) =>
  db.transaction(async (tx) => {
    const [before] = await tx.select().from(groupChats).where(eq(groupChats.telegramChatId, fromChatId)).for('update');
    if (!before) return;
    const [taken] = await tx.select({ id: groupChats.id }).from(groupChats).where(eq(groupChats.telegramChatId, toChatId));
    const context = { tx, actor: botActor };
    if (taken) {
      await tx.update(groupChats).set({ isArchived: true }).where(and(eq(groupChats.id, before.id), eq(groupChats.isArchived, false)));
      await audit(context, 'update', 'group-chats', before.id, { isArchived: before.isArchived }, { isArchived: true });
      return;
    }
    await tx.update(groupChats).set({ telegramChatId: toChatId }).where(eq(groupChats.id, before.id));
    await audit(context, 'update', 'group-chats', before.id, { telegramChatId: fromChatId }, { telegramChatId: toChatId });
  });
