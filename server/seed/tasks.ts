import type { Tx } from '../db/types';

// Demo data of this area (issue 10).
export const seedTasks = async (tx: Tx) => {
  void tx;
};
