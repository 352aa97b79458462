import type { Tx } from '../db/types';
import { seedClientParents } from './client-parents';
import { seedGrades } from './grades';
import { seedGroups, seedSubjectPricing } from './groups';
import { createRandom } from './random';
import { seedStudents } from './students';

const CORE_SEED = 20_240_902;

// Tariffs, groups, students with parents and enrolments, lessons with grades, and parents of applications
// (core.md areas). Its own seed, so that other areas' demo data do not shift it.
export const seedCoreAreas = async (tx: Tx) => {
  const random = createRandom(CORE_SEED);
  await seedSubjectPricing(tx);
  await seedGroups(tx, random);
  await seedStudents(tx, random);
  await seedGrades(tx, random);
  await seedClientParents(tx, random);
};
