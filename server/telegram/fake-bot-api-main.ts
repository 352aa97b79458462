import { startFakeBotApi } from './fake-bot-api';

// The fake Telegram Bot API as its own process (the e2e server, the crash test): FAKE_TELEGRAM_PORT,
// FAKE_TELEGRAM_TOKEN. Prints its address once it listens.
const fake = await startFakeBotApi({
  port: Number(process.env.FAKE_TELEGRAM_PORT ?? 0),
  token: process.env.FAKE_TELEGRAM_TOKEN ?? 'fake-token',
});
console.log(`Fake Telegram Bot API: ${fake.url}`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    void fake.close().then(() => process.exit(0));
  });
}
