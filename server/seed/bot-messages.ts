import type { Tx } from '../db/types';

// issue 11: filled by its part of the issue.
export const seedBotMessages = async (_tx: Tx) => {};
