import { Bot, type Context } from 'grammy';
import type { FastifyBaseLogger } from 'fastify';
import type { BotMessageType, BotReader } from '../../resources/bot-messages';
import { dayInTimeZone } from '../../resources/school-year';
import type { Db } from '../db/types';
import { debtOf, findBotReader, nextPriceOf, recentGradesOf, scheduleOf, type BotReaderKind } from '../services/bot-family';
import { botTextsFrom, loadBotTexts, type BotTexts } from '../services/bot-messages';
import { minutesText, parseRegistrationCode, registerByCode, type RegistrationOutcome } from '../services/bot-registration';
import { forgetGroupChat, moveGroupChat, registerGroupChat, renameGroupChat } from '../services/bot-group-chats';
import { debtReply, gradesReply, nextPriceReply, scheduleReply } from './bot-replies';

export type TelegramBotOptions = {
  token: string;
  apiRoot: string;
  db: Db;
  log: FastifyBaseLogger;
  timeZone: string; // the centre's, for 'today'
};

export type BotCommand = 'start' | 'schedule' | 'grades' | 'debt' | 'price';

const COMMANDS: readonly BotCommand[] = ['start', 'schedule', 'grades', 'debt', 'price'];

// '/grades', '/grades@centre_bot' and '/start PAYLOAD' (a deep link carrying a code): the command and what follows.
export const parseCommand = (text: string): { command: BotCommand; payload: string } | undefined => {
  const match = /^\/([a-z]+)(?:@\w+)?(?:\s+(.*))?$/is.exec(text.trim());
  if (!match) return undefined;
  const command = match[1].toLowerCase() as BotCommand;
  return COMMANDS.includes(command) ? { command, payload: (match[2] ?? '').trim() } : undefined;
};

const BUTTONS: { type: BotMessageType; command: BotCommand; parentOnly?: true }[] = [
  { type: 'BUTTON_SCHEDULE', command: 'schedule' },
  { type: 'BUTTON_GRADES', command: 'grades' },
  { type: 'BUTTON_DEBT', command: 'debt', parentOnly: true },
  { type: 'BUTTON_PRICE', command: 'price', parentOnly: true },
];

const buttonsFor = (texts: BotTexts, reader: BotReader) =>
  BUTTONS.filter((button) => reader === 'PARENT' || !button.parentOnly).map((button) => ({
    command: button.command,
    text: texts.say(button.type, reader).trim(),
  }));

const keyboardFor = (texts: BotTexts, reader: BotReader) => {
  const buttons = buttonsFor(texts, reader).map(({ text }) => ({ text }));
  return { keyboard: [buttons.slice(0, 2), buttons.slice(2, 4)].filter((row) => row.length > 0), resize_keyboard: true, is_persistent: true };
};

const registrationReply = (texts: BotTexts, outcome: RegistrationOutcome): string => {
  switch (outcome.kind) {
    case 'registered':
      return texts.say('REGISTRATION_SUCCESS', outcome.reader, { name: outcome.name });
    case 'already':
      return texts.say('ALREADY_REGISTERED', outcome.reader, { name: outcome.name });
    case 'not-found':
      return texts.say('CODE_NOT_FOUND', 'ALL');
    case 'expired':
      return texts.say('CODE_EXPIRED', 'ALL');
    case 'used':
      return texts.say('CODE_USED', 'ALL');
    case 'limited':
      return texts.say('TOO_MANY_ATTEMPTS', 'ALL', { minutes: minutesText(outcome.retryInMinutes) });
  }
};

// The bot: the parents' and students' door (registration by code, then their menu), and the registry of the group
// chats it is added to. Every text it says comes from bot_messages (services/bot-messages.ts).
export const createTelegramBot = ({ token, apiRoot, db, log, timeZone }: TelegramBotOptions) => {
  const bot = new Bot(token, { client: { apiRoot } });
  const today = () => dayInTimeZone(new Date(), timeZone);
  const textsNow = () =>
    loadBotTexts(db).catch((error: unknown) => {
      log.error({ err: error }, 'бот: тексты не прочитаны, говорю тексты по умолчанию');
      return botTextsFrom([]);
    });

  const answer = async (ctx: Context, texts: BotTexts, who: BotReaderKind, command: BotCommand) => {
    const reply_markup = keyboardFor(texts, who.reader);
    const parentOnly = BUTTONS.some((button) => button.command === command && button.parentOnly);
    if (command === 'start' || (parentOnly && who.reader !== 'PARENT')) {
      await ctx.reply(texts.say('MENU', who.reader, { name: who.name }), { reply_markup });
      return;
    }
    if (who.students.length === 0) {
      await ctx.reply(texts.say('NO_CHILDREN', who.reader, { name: who.name }), { reply_markup });
      return;
    }
    const ids = who.students.map(({ id }) => id);
    const day = today();
    if (command === 'schedule') {
      const lines = await scheduleOf(db, ids, day);
      for (const person of who.students) await ctx.reply(scheduleReply(texts, who.reader, person, lines), { reply_markup });
    } else if (command === 'grades') {
      const lines = await recentGradesOf(db, ids, day);
      for (const person of who.students) await ctx.reply(gradesReply(texts, who.reader, person, lines), { reply_markup });
    } else if (command === 'price') {
      for (const person of who.students) await ctx.reply(nextPriceReply(texts, person, await nextPriceOf(db, person.id, day)), { reply_markup });
    } else {
      for (const person of who.students) await ctx.reply(debtReply(texts, person, await debtOf(db, person.id, day)), { reply_markup });
    }
  };

  const register = async (ctx: Context, texts: BotTexts, fromId: string, code: string) => {
    const outcome = await registerByCode(db, { telegramUserId: fromId, code });
    const who = outcome.kind === 'registered' || outcome.kind === 'already' ? await findBotReader(db, fromId) : undefined;
    await ctx.reply(registrationReply(texts, outcome), who ? { reply_markup: keyboardFor(texts, who.reader) } : {});
  };

  // private chats only: a group never hears a child's grades
  bot.chatType('private').on('message:text', async (ctx) => {
    const texts = await textsNow();
    const fromId = String(ctx.from.id);
    const text = ctx.message.text;
    const parsed = parseCommand(text);
    const who = await findBotReader(db, fromId);
    // a stranger pressing a parent's button (a keyboard left from before) is refused like a command
    const pressed = buttonsFor(texts, who?.reader ?? 'PARENT').find((button) => button.text === text.trim())?.command;
    const command = parsed?.command ?? pressed;
    let code: string | undefined;
    if (parsed) code = parsed.command === 'start' && parsed.payload ? parseRegistrationCode(parsed.payload) : undefined;
    else if (!pressed) code = parseRegistrationCode(text);
    if (code) return register(ctx, texts, fromId, code);
    if (who) return answer(ctx, texts, who, command ?? 'start');
    const name = ctx.from.first_name;
    // /start asks who they are; a question about a child is refused; other text that is no code is explained
    const refusal = command === 'start' ? 'WELCOME' : command ? 'NOT_REGISTERED' : 'NOT_A_CODE';
    await ctx.reply(texts.say(refusal, 'ALL', { name }), {
      reply_markup: { remove_keyboard: true },
    });
  });

  // the bot added to a group registers the chat; removed, the chat is archived (the mailing page ties it to a group)
  bot.on('my_chat_member', async (ctx) => {
    const { chat, new_chat_member: member } = ctx.myChatMember;
    if (chat.type !== 'group' && chat.type !== 'supergroup') return;
    const present = member.status === 'member' || member.status === 'administrator' || (member.status === 'restricted' && member.is_member);
    const chatId = String(chat.id);
    if (!present) {
      await forgetGroupChat(db, chatId);
      return;
    }
    const added = await registerGroupChat(db, chatId, chat.title);
    if (added) {
      const texts = await textsNow();
      await ctx.api.sendMessage(chat.id, texts.say('GROUP_CHAT_REGISTERED', 'GROUP_CHAT', { chat: chat.title })).catch((error: unknown) => {
        // a group where the bot may not write still receives mailings once it may
        log.warn({ err: error, chatId }, 'бот: приветствие в группу не отправлено');
      });
    }
  });

  bot.on('message:new_chat_title', async (ctx) => {
    await renameGroupChat(db, String(ctx.chat.id), ctx.message.new_chat_title);
  });

  // a group that becomes a supergroup gets a new id: the chat keeps its row and its group
  bot.on('message:migrate_to_chat_id', async (ctx) => {
    await moveGroupChat(db, String(ctx.chat.id), String(ctx.message.migrate_to_chat_id));
  });

  // a handler's failure is logged and the person told; it never stops the bot or the server
  bot.catch(async (error) => {
    log.error({ err: error.error, updateId: error.ctx.update.update_id }, 'бот: ошибка при обработке обновления');
    if (error.ctx.chat?.type !== 'private') return;
    await error.ctx.reply(botTextsFrom([]).say('ERROR', 'ALL')).catch(() => undefined);
  });

  return bot;
};

// The menu of commands Telegram shows, worded like the buttons.
export const publishCommands = async (bot: Bot, db: Db) => {
  const texts = await loadBotTexts(db);
  await bot.api.setMyCommands(
    BUTTONS.map((button) => ({ command: button.command, description: texts.say(button.type, 'PARENT').trim() })),
  );
};
