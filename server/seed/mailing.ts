import type { Tx } from '../db/types';

// issue 11: filled by its part of the issue.
export const seedMailing = async (_tx: Tx) => {};
