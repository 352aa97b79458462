import { Api } from 'grammy';
import type { TelegramConfig } from '../config';

// The one way to reach the Telegram Bot API (issue 11): the delivery worker and the bot both build their client
// here, from TELEGRAM_BOT_TOKEN and TELEGRAM_API_ROOT (the tests' fake Bot API on loopback, else Telegram).
// timeoutSeconds bounds one call: the delivery worker keeps a row's lease alive for as long as a call may take.
export const telegramApi = (telegram: TelegramConfig, { timeoutSeconds = 120 }: { timeoutSeconds?: number } = {}) => {
  if (!telegram.botToken) throw new Error('TELEGRAM_BOT_TOKEN не задан (the Telegram bot token is not set)');
  return new Api(telegram.botToken, { apiRoot: telegram.apiRoot, timeoutSeconds });
};

export type TelegramApi = Api;
