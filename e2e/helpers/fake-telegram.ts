import { E2E_FAKE_TELEGRAM_URL } from '../server-settings';
import type { FakeCall } from '../../server/telegram/fake-bot-api';

// The worker's fake Telegram Bot API (e2e/helpers/worker-server.ts), seen from a spec: what the app sent, and
// updates pushed as if a person wrote to the bot.
const control = async (path: string, body?: unknown) => {
  const response = await fetch(`${E2E_FAKE_TELEGRAM_URL}/__fake/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`fake Telegram ${path}: ${response.status}`);
  return response.json();
};

let nextPrivateMessageId = 1;

export const fakeTelegram = {
  calls: () => control('calls') as Promise<FakeCall[]>,
  pushUpdate: (update: Record<string, unknown>) => control('updates', update) as Promise<{ updateId: number }>,
  // a private message from a Telegram user to the bot
  privateMessage: (from: { id: number; firstName: string }, text: string) =>
    control('updates', {
      message: {
        message_id: nextPrivateMessageId++,
        date: Math.floor(Date.now() / 1000),
        chat: { id: from.id, type: 'private', first_name: from.firstName },
        from: { id: from.id, is_bot: false, first_name: from.firstName },
        text,
      },
    }) as Promise<{ updateId: number }>,
  reset: () => control('reset', {}),
};
