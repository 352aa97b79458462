// Where the end-to-end suite runs the app. The issuer is built from this address, so the browser must use
// exactly it (localhost, not 127.0.0.1) for the sign-in to be accepted.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3300);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
// Short enough that the token-refresh spec waits it out in seconds.
export const ACCESS_TOKEN_TTL_SECONDS = 20;
// The fake Telegram Bot API the e2e server delivers to (server/telegram/fake-bot-api.ts), next to the app.
export const E2E_FAKE_TELEGRAM_PORT = E2E_PORT + 1;
export const E2E_FAKE_TELEGRAM_URL = `http://127.0.0.1:${E2E_FAKE_TELEGRAM_PORT}`;
export const E2E_TELEGRAM_TOKEN = 'e2e-bot-token';
