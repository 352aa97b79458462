import { count } from 'drizzle-orm';
import { seedDemoUsers } from '../auth/users';
import { schoolYears, users } from '../db/schema/index';
import { vacuumAnalyze } from '../db/maintenance';
import type { Database, Db } from '../db/types';
import { seedApplications } from './applications';
import { seedCashDesk } from './cash-desk';
import { seedCoreAreas } from './core-areas';
import { seedExpenses } from './expenses';
import { seedPaymentDescriptors, seedPayments } from './payments';
import { createRandom } from './random';
import { seedReferenceData } from './reference-data';
import { seedStaff } from './staff';
import { seedTeacherPayouts } from './teacher-payouts';
import { seedTasks } from './tasks';
import { seedSchedule } from './schedule';
import { seedFormation } from './formation';
import { seedGroupOperations } from './group-operations';
import { seedGradebook } from './gradebook';
import { seedRegistrationCodes } from './registration-codes';
import { seedMailing } from './mailing';
import { seedBotMessages } from './bot-messages';
import { seedSheetSyncErrors } from './sheet-sync-errors';
import { declaredSeeds } from './declared-seeds';

const DEMO_SEED = 20_240_901;

export type SeedOptions = {
  // demo accounts and a believable centre (ARCHITECTURE §7); without it only the lists every centre needs
  demo: boolean;
};

export const isDatabaseEmpty = async (db: Db) => {
  const [people] = await db.select({ total: count() }).from(users);
  const [years] = await db.select({ total: count() }).from(schoolYears);
  return people.total === 0 && years.total === 0;
};

export const seedDatabase = async (database: Database, { demo }: SeedOptions) => {
  const { db } = database;
  // outside the transaction: it writes through db, and PGlite deadlocks on db inside a transaction
  if (demo) await seedDemoUsers(db);
  await db.transaction(async (tx) => {
    await seedReferenceData(tx);
    await seedPaymentDescriptors(tx);
    // every centre's bot needs its texts
    await seedBotMessages(tx);
    if (!demo) return;
    const random = createRandom(DEMO_SEED);
    await seedStaff(tx);
    await seedApplications(tx, random);
    await seedCoreAreas(tx);
    // after the groups, students, enrolments and lessons: payments by their cycles, and the debts left
    await seedPayments(tx);
    await seedExpenses(tx);
    // after the payments and expenses: the closed days add up to them
    await seedCashDesk(tx);
    await seedTeacherPayouts(tx);
    await seedTasks(tx);
    await seedSchedule(tx);
    await seedFormation(tx);
    await seedGroupOperations(tx);
    await seedGradebook(tx);
    await seedRegistrationCodes(tx);
    await seedMailing(tx);
    await seedSheetSyncErrors(tx);
    // the demo rows of resources/<entity>/seed.ts, after all of the above they may refer to
    for (const seed of declaredSeeds) await seed(tx);
  });
  await vacuumAnalyze(database);
};
