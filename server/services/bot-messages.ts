import { and, asc, eq, ne } from 'drizzle-orm';
import {
  BOT_MESSAGE_DEFAULTS,
  botMessageProblem,
  botMessageTexts,
  fillTemplate,
  type BotMessageRow,
  type BotMessageType,
  type BotReader,
  type UpdateBotMessageBody,
} from '../../resources/bot-messages';
import { botMessages } from '../db/schema/index';
import type { DbOrTx } from '../db/types';
import { BadRequestError, ConflictError, NotFoundError } from '../errors';
import { audit, definedOnly, lockRow, type WriteContext } from '../lib/write-context';

const rowFields = {
  botMessageId: botMessages.id,
  messageTitle: botMessages.messageTitle,
  messageBody: botMessages.messageBody,
  messageType: botMessages.messageType,
  messageTypeForUser: botMessages.messageTypeForUser,
};

// docs/api-operations.md "Bot messages": the whole table, in the seed's order (a centre has some twenty texts).
export const listBotMessages = (db: DbOrTx): Promise<BotMessageRow[]> => db.select(rowFields).from(botMessages).orderBy(asc(botMessages.id));

export const findBotMessage = async (db: DbOrTx, id: number): Promise<BotMessageRow> => {
  const [row] = await db.select(rowFields).from(botMessages).where(eq(botMessages.id, id));
  if (!row) throw new NotFoundError(botMessageTexts.notFound);
  return row;
};

const asRow = (row: typeof botMessages.$inferSelect): BotMessageRow => ({
  botMessageId: row.id,
  messageTitle: row.messageTitle,
  messageBody: row.messageBody,
  messageType: row.messageType,
  messageTypeForUser: row.messageTypeForUser,
});

// One text changed, holding its row; the result is checked as a whole (a new type with the old body, say).
export const updateBotMessage = async (context: WriteContext, id: number, body: UpdateBotMessageBody): Promise<BotMessageRow> => {
  const found = await lockRow(context.tx, botMessages, id);
  if (!found) throw new NotFoundError(botMessageTexts.notFound);
  const before = asRow(found);
  const change = definedOnly({
    messageTitle: body.messageTitle,
    messageBody: body.messageBody,
    messageType: body.messageType,
    messageTypeForUser: body.messageTypeForUser,
  });
  const after = { ...before, ...change };
  const problem = botMessageProblem(after);
  if (problem) throw new BadRequestError(problem.message, [problem]);
  if (after.messageType !== before.messageType || after.messageTypeForUser !== before.messageTypeForUser) {
    const [taken] = await context.tx
      .select({ id: botMessages.id })
      .from(botMessages)
      .where(and(eq(botMessages.messageType, after.messageType), eq(botMessages.messageTypeForUser, after.messageTypeForUser), ne(botMessages.id, id)));
    if (taken) throw new ConflictError(botMessageTexts.duplicate);
  }
  if (Object.keys(change).length === 0) return before;
  const [updated] = await context.tx.update(botMessages).set(change).where(eq(botMessages.id, id)).returning();
  const row = asRow(updated);
  await audit(context, 'update', 'bot-messages', id, before, row);
  return row;
};

// The texts of the types a centre has none of, added (never overwriting or doubling an edited text, and never
// bringing back a pair an admin moved to another reader): the seed of a new centre, and every start of one that
// existed before the bot (server/workers/telegram-bot.ts).
export const ensureBotMessages = async (db: DbOrTx) => {
  const present = new Set((await db.selectDistinct({ type: botMessages.messageType }).from(botMessages)).map(({ type }) => type));
  const missing = BOT_MESSAGE_DEFAULTS.filter((message) => !present.has(message.messageType));
  if (missing.length === 0) return 0;
  const added = await db
    .insert(botMessages)
    .values(missing.map((message) => ({ ...message })))
    .onConflictDoNothing({ target: [botMessages.messageType, botMessages.messageTypeForUser] })
    .returning({ id: botMessages.id });
  return added.length;
};

export type BotTexts = {
  // the text for this reader (its own, else the one for ALL; the table's, else the default), filled in
  say: (type: BotMessageType, reader: BotReader, values?: Readonly<Record<string, string | number>>) => string;
};

const key = (type: string, reader: string) => `${type}:${reader}`;

export const botTextsFrom = (rows: readonly { messageType: string; messageTypeForUser: string; messageBody: string }[]): BotTexts => {
  const stored = new Map(rows.map((row) => [key(row.messageType, row.messageTypeForUser), row.messageBody]));
  const defaults = new Map(BOT_MESSAGE_DEFAULTS.map((row) => [key(row.messageType, row.messageTypeForUser), row.messageBody]));
  const bodyOf = (type: BotMessageType, reader: BotReader) =>
    stored.get(key(type, reader)) ??
    stored.get(key(type, 'ALL')) ??
    defaults.get(key(type, reader)) ??
    defaults.get(key(type, 'ALL')) ??
    // a reader the defaults do not name (a student asking for a parent's text): any default of the type
    BOT_MESSAGE_DEFAULTS.find((row) => row.messageType === type)?.messageBody ??
    '';
  return { say: (type, reader, values = {}) => fillTemplate(bodyOf(type, reader), values) };
};

// Read once per update: an edit on /mix/bot-messages is what the bot says next. When the table cannot be read the
// bot still answers, with the defaults.
export const loadBotTexts = async (db: DbOrTx): Promise<BotTexts> =>
  botTextsFrom(
    await db
      .select({ messageType: botMessages.messageType, messageTypeForUser: botMessages.messageTypeForUser, messageBody: botMessages.messageBody })
      .from(botMessages),
  );
