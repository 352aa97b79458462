import { asc, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import * as tables from '../db/schema/index';
import type { Db, Tx } from '../db/types';
import { createRandom, type Random } from './random';
import { childName, mobilePhone, parentName, pickSurname } from './russian-names';

const BATCH = 500;
const DAY_MS = 24 * 60 * 60 * 1000;
const comments = ['Перезвонить вечером', 'Хочет в группу по субботам', 'Готовится к ОГЭ', 'Готовится к ЕГЭ', 'Пришёл по рекомендации'];

const ids = async (tx: Tx, table: PgTable & { id: PgColumn }) =>
  (await tx.select({ id: table.id }).from(table).orderBy(asc(table.id))).map((row) => row.id as number);

const inBatches = async <Item>(items: Item[], write: (batch: Item[]) => Promise<unknown>) => {
  for (let start = 0; start < items.length; start += BATCH) await write(items.slice(start, start + BATCH));
};

type Planned = {
  application: typeof tables.clients.$inferInsert;
  parent: { name: string; phoneNumber: string | null } | null;
  subjectIds: number[];
  formatIds: number[];
};

const birthDate = (random: Random, now: Date) =>
  `${now.getUTCFullYear() - random.integer(6, 17)}-${String(random.integer(1, 12)).padStart(2, '0')}-${String(random.integer(1, 28)).padStart(2, '0')}`;

// For benchmarks: n more applications on top of the demo centre (as seedBulkStudents does for students), each
// with a client parent most of the time, one or two subjects and a lesson format; 15 % archived with a reason.
// One transaction, the same for the same seed.
export const seedBulkApplications = async (db: Db, n: number, seed = 40_000) => {
  const random = createRandom(seed);
  const now = new Date();
  return db.transaction(async (tx) => {
    const [statuses, cities, channels, schools, years, formats, subjectIds, exits] = [
      await ids(tx, tables.clientStatuses),
      await ids(tx, tables.studentCities),
      await ids(tx, tables.marketingChannels),
      await ids(tx, tables.studentSchools),
      await ids(tx, tables.schoolYears),
      await ids(tx, tables.attendanceTypes),
      await ids(tx, tables.subjects),
      await ids(tx, tables.exitStatuses),
    ];
    const plans: Planned[] = [];
    for (let index = 0; index < n; index += 1) {
      const surname = pickSurname(random);
      const archived = random.chance(0.15);
      plans.push({
        application: {
          name: childName(random, surname),
          phoneNumber: random.chance(0.7) ? mobilePhone(random) : null,
          additionalComment: random.chance(0.4) ? random.pick(comments) : null,
          clientStatusId: statuses[index % statuses.length],
          studentCityId: random.chance(0.8) ? cities[0] : random.pick(cities),
          marketingChannelId: random.pick(channels),
          studentSchoolId: random.chance(0.9) ? random.pick(schools) : null,
          schoolYearId: random.pick(years),
          dateOfBirth: random.chance(0.6) ? birthDate(random, now) : null,
          eligibleForDiscountPrice: random.chance(0.2),
          eligibleForOldPrice: random.chance(0.1),
          archived,
          exitStatusId: archived ? random.pick(exits) : null,
          creationDate: new Date(now.getTime() - random.integer(0, 365) * DAY_MS - random.integer(0, DAY_MS - 1)),
        },
        parent: random.chance(0.7) ? { name: parentName(random, surname), phoneNumber: random.chance(0.9) ? mobilePhone(random) : null } : null,
        subjectIds: random.sample(subjectIds, random.integer(1, Math.min(2, subjectIds.length))),
        formatIds: random.chance(0.2) ? formats : [random.chance(0.75) ? formats[0] : formats[formats.length - 1]],
      });
    }
    const parentIds = new Map<number, number>();
    const withParent = plans.flatMap((plan, index) => (plan.parent ? [{ index, parent: plan.parent }] : []));
    await inBatches(withParent, async (batch) => {
      const created = await tx.insert(tables.clientParents).values(batch.map((entry) => entry.parent)).returning({ id: tables.clientParents.id });
      batch.forEach((entry, position) => parentIds.set(entry.index, created[position].id));
    });
    const clientIds: number[] = [];
    await inBatches(
      plans.map((plan, index) => ({ ...plan.application, clientParentId: parentIds.get(index) ?? null })),
      async (batch) => {
        const created = await tx.insert(tables.clients).values(batch).returning({ id: tables.clients.id });
        clientIds.push(...created.map((row) => row.id));
      },
    );
    await inBatches(
      plans.flatMap((plan, index) => plan.subjectIds.map((subjectId) => ({ clientId: clientIds[index], subjectId }))),
      (batch) => tx.insert(tables.clientSchoolSubjects).values(batch),
    );
    await inBatches(
      plans.flatMap((plan, index) => plan.formatIds.map((attendanceTypeId) => ({ clientId: clientIds[index], attendanceTypeId }))),
      (batch) => tx.insert(tables.clientAttendanceTypes).values(batch),
    );
    await tx.execute(sql`analyze`);
    return clientIds.length;
  });
};
