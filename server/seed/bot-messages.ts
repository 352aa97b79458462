import type { Tx } from '../db/types';
import { ensureBotMessages } from '../services/bot-messages';

// Every centre's bot needs its texts (resources/bot-message-defaults.ts), demo or not.
export const seedBotMessages = async (tx: Tx) => {
  await ensureBotMessages(tx);
};
