// Where the end-to-end suite runs the app. Each Playwright worker has its own app and fake Telegram Bot API
// (e2e/helpers/worker-server.ts) on two ports of its own: E2E_PORT and E2E_PORT + 1 for the first worker, two
// more for each next one. TEST_PARALLEL_INDEX is the worker's slot, which a retry's fresh worker takes over.
const BASE_PORT = Number(process.env.E2E_PORT ?? 3300);
const WORKER_SLOT = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const E2E_PORT = BASE_PORT + 2 * WORKER_SLOT;
// The issuer is built from this address, so the browser must use exactly it (localhost, not 127.0.0.1) for the
// sign-in to be accepted.
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
// Short enough that the token-refresh spec waits it out in seconds.
export const ACCESS_TOKEN_TTL_SECONDS = 20;
// The fake Telegram Bot API the worker's app delivers to (server/telegram/fake-bot-api.ts), next to the app.
export const E2E_FAKE_TELEGRAM_PORT = E2E_PORT + 1;
export const E2E_FAKE_TELEGRAM_URL = `http://127.0.0.1:${E2E_FAKE_TELEGRAM_PORT}`;
export const E2E_TELEGRAM_TOKEN = 'e2e-bot-token';
// The migrated, seeded data folder every app of the run copies (e2e/global-setup.ts sets it for the workers).
export const TEMPLATE_DIR_VARIABLE = 'E2E_TEMPLATE_DATA_DIR';
// The centre's day the template was seeded on (server/seed/today.ts): its demo data is written around that day.
export const TEMPLATE_DAY_VARIABLE = 'E2E_TEMPLATE_DAY';
