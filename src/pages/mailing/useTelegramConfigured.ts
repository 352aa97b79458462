import { useMailingRead } from './useMailingRead';

export const TELEGRAM_NOT_CONFIGURED = 'Telegram-бот не настроен';
export const TELEGRAM_NOT_CONFIGURED_DETAILS =
  'Не задан токен бота (переменная окружения TELEGRAM_BOT_TOKEN), поэтому рассылки нельзя отправить. Обратитесь к администратору сервера.';

// Issue 11: without a bot token the page says so and nothing is queued; the forms' submit buttons wait for a yes.
export const useTelegramConfigured = () => {
  const { data, loading, error } = useMailingRead<{ telegramConfigured: boolean }>('announcements-controller/delivery-settings');
  return { configured: data?.telegramConfigured === true, known: !loading && !error && data !== undefined };
};
