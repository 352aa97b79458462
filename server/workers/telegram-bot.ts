import { ensureBotMessages } from '../services/bot-messages';
import { createTelegramBot, publishCommands } from '../telegram/bot';
import { startBotPoller } from '../telegram/bot-poller';
import type { BackgroundWork } from './index';

// The bot (issue 11). Every start first adds the texts a centre lacks (a centre older than the bot has none);
// then, only with TELEGRAM_BOT_TOKEN, long polling by whichever instance holds the 'telegram-bot' lease.
export const telegramBotWork: BackgroundWork = {
  name: 'telegram-bot',
  start: async ({ config, database, log }) => {
    await ensureBotMessages(database.db).catch((error: unknown) => log.error({ err: error }, 'бот: тексты по умолчанию не добавлены'));
    if (!config.telegram.botToken) return { stop: async () => undefined };
    const bot = createTelegramBot({
      token: config.telegram.botToken,
      apiRoot: config.telegram.apiRoot,
      db: database.db,
      log,
      timeZone: config.tzCentre,
    });
    const poller = startBotPoller({ bot, db: database.db, log, onStarted: () => publishCommands(bot, database.db) });
    return { stop: poller.stop };
  },
};
