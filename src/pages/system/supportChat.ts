// The centre's support chat in Telegram, linked from the 404 and error pages.
export const SUPPORT_CHAT_URL = 'https://t.me/';
