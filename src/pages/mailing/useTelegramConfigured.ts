import { useReport } from '../../crud/useReport';

export const TELEGRAM_NOT_CONFIGURED = 'Telegram-бот не настроен';
export const TELEGRAM_NOT_CONFIGURED_DETAILS =
  'Не задан токен бота (переменная окружения TELEGRAM_BOT_TOKEN), поэтому рассылки нельзя отправить. Обратитесь к администратору сервера.';

// Issue 11: without a bot token the page says so and nothing is queued; the forms' submit buttons wait for a yes.
export const useTelegramConfigured = () => {
  const { query } = useReport<{ telegramConfigured: boolean }>('announcements-controller/delivery-settings');
  const data = query.data?.data;
  return { configured: data?.telegramConfigured === true, known: !query.isLoading && !query.error && data !== undefined };
};
