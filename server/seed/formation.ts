import type { Tx } from '../db/types';

// Demo data of this area (issue 10).
export const seedFormation = async (tx: Tx) => {
  void tx;
};
