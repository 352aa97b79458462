import { asc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import * as tables from '../db/schema/index';
import type { Db, DbOrTx, Tx } from '../db/types';
import { createRandom, type Random } from './random';
import { childName, mobilePhone, parentName, pickSurname } from './russian-names';

// What a generated student needs to know about the centre: its lists and its active groups.
export type Centre = {
  years: { id: number; description: string }[];
  cities: number[];
  schools: number[];
  channels: number[];
  formats: number[];
  exits: number[];
  groups: { id: number; schoolYearId: number; subjectId: number }[];
};

const idsOf = async (db: DbOrTx, table: PgTable & { id: PgColumn }) =>
  (await db.select({ id: table.id }).from(table).orderBy(asc(table.id))).map((row) => row.id as number);

export const loadCentre = async (db: DbOrTx): Promise<Centre> => ({
  years: await db.select().from(tables.schoolYears).orderBy(asc(tables.schoolYears.id)),
  cities: await idsOf(db, tables.studentCities),
  schools: await idsOf(db, tables.studentSchools),
  channels: await idsOf(db, tables.marketingChannels),
  formats: await idsOf(db, tables.attendanceTypes),
  exits: await idsOf(db, tables.exitStatuses),
  groups: await db
    .select({ id: tables.schoolClasses.id, schoolYearId: tables.schoolClasses.schoolYearId, subjectId: tables.schoolClasses.subjectId })
    .from(tables.schoolClasses)
    .where(eq(tables.schoolClasses.isArchived, false))
    .orderBy(asc(tables.schoolClasses.id)),
});

const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (value: number) => String(value).padStart(2, '0');
const isoDay = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

// A birth date that fits the class: '5 класс' is about eleven years old, adults are 20 to 45.
const birthDate = (random: Random, description: string, now: Date) => {
  const grade = Number(/^(\d+)/.exec(description)?.[1] ?? NaN);
  const age = description === 'Дошкольник' ? random.integer(4, 6) : description === 'Взрослый' ? random.integer(20, 45) : grade + 6;
  return `${now.getUTCFullYear() - age - (random.chance(0.4) ? 1 : 0)}-${pad(random.integer(1, 12))}-${pad(random.integer(1, 28))}`;
};

type Planned = {
  surname: string;
  student: typeof tables.students.$inferInsert;
  parent: { name: string; phoneNumber: string | null; telegramId: string | null } | 'sibling' | null;
  subjectIds: number[];
  formatIds: number[];
  enrolments: { classId: number; enrollmentDate: string; disenrollmentDate: string | null }[];
};

// One student with a family, subjects and groups that suit the class. Most classes have groups, so most
// students study in one to three of them; a few are archived with a reason and ended enrolments.
const planStudent = (random: Random, centre: Centre, now: Date, previousSurname: string | null): Planned => {
  const sibling = previousSurname !== null && random.chance(0.1);
  const surname = sibling ? previousSurname : pickSurname(random);
  const groupYears = [...new Set(centre.groups.map((group) => group.schoolYearId))];
  const yearId = random.chance(0.9) && groupYears.length > 0 ? random.pick(groupYears) : random.pick(centre.years).id;
  const year = centre.years.find((entry) => entry.id === yearId)!;
  const ofYear = centre.groups.filter((group) => group.schoolYearId === year.id);
  const chosen = random.sample(ofYear, random.integer(ofYear.length > 0 ? 1 : 0, Math.min(3, ofYear.length)));
  const archived = random.chance(0.08);
  const created = new Date(now.getTime() - random.integer(30, 720) * DAY_MS);
  const enrolled = new Date(created.getTime() + random.integer(0, 20) * DAY_MS);
  const left = archived ? isoDay(new Date(Math.min(now.getTime(), enrolled.getTime() + random.integer(20, 200) * DAY_MS))) : null;
  return {
    surname,
    student: {
      name: childName(random, surname),
      phoneNumber: year.description === 'Дошкольник' || random.chance(0.4) ? null : mobilePhone(random),
      telegramId: random.chance(0.3) ? String(random.integer(100_000_000, 999_999_999)) : null,
      schoolYearId: year.id,
      studentCityId: random.chance(0.7) ? centre.cities[0] : random.pick(centre.cities),
      studentSchoolId: random.chance(0.85) ? random.pick(centre.schools) : null,
      marketingChannelId: random.pick(centre.channels),
      dateOfBirth: random.chance(0.8) ? birthDate(random, year.description, now) : null,
      eligibleForDiscountPrice: random.chance(0.15),
      eligibleForOldPrice: random.chance(0.1),
      additionalComment: random.chance(0.15)
        ? random.pick(['Аллергия на орехи', 'Забирает бабушка', 'Готовится к олимпиаде', 'Нужна помощь с домашними заданиями', 'Оплата по безналу'])
        : null,
      creationDate: created,
      isArchived: archived,
      exitStatusId: archived ? random.pick(centre.exits) : null,
    },
    parent: sibling
      ? 'sibling'
      : year.description === 'Взрослый' || random.chance(0.1)
        ? null
        : {
            name: parentName(random, surname),
            phoneNumber: random.chance(0.95) ? mobilePhone(random) : null,
            telegramId: random.chance(0.5) ? String(random.integer(100_000_000, 999_999_999)) : null,
          },
    subjectIds: [...new Set(chosen.map((group) => group.subjectId))],
    formatIds: random.chance(0.15) ? centre.formats : [random.chance(0.8) ? centre.formats[0] : centre.formats[centre.formats.length - 1]],
    enrolments: chosen.map((group) => ({ classId: group.id, enrollmentDate: isoDay(enrolled), disenrollmentDate: left })),
  };
};

const BATCH = 500;

const inBatches = async <Item>(items: Item[], write: (batch: Item[]) => Promise<unknown>) => {
  for (let start = 0; start < items.length; start += BATCH) await write(items.slice(start, start + BATCH));
};

// Inserts `count` planned students with their parents, subjects, formats and enrolments, in batches.
const insertStudents = async (tx: Tx, random: Random, centre: Centre, count: number, now: Date) => {
  const plans: Planned[] = [];
  for (let index = 0; index < count; index += 1) {
    plans.push(planStudent(random, centre, now, plans[index - 1]?.surname ?? null));
  }
  // a sibling shares the parent of the student before; the first of a family owns it
  const parentIds: (number | null)[] = [];
  const newParents = plans.flatMap((plan, index) => (plan.parent && plan.parent !== 'sibling' ? [{ index, parent: plan.parent }] : []));
  const created = new Map<number, number>();
  await inBatches(newParents, async (batch) => {
    const ids = await tx.insert(tables.parents).values(batch.map((entry) => entry.parent)).returning({ id: tables.parents.id });
    batch.forEach((entry, position) => created.set(entry.index, ids[position].id));
  });
  plans.forEach((plan, index) => {
    parentIds.push(plan.parent === 'sibling' ? (parentIds[index - 1] ?? null) : (created.get(index) ?? null));
  });

  const studentIds: number[] = [];
  await inBatches(
    plans.map((plan, index) => ({ ...plan.student, parentId: parentIds[index] })),
    async (batch) => {
      const ids = await tx.insert(tables.students).values(batch).returning({ id: tables.students.id });
      studentIds.push(...ids.map((row) => row.id));
    },
  );
  const withStudent = <Row>(rows: (studentId: number, plan: Planned) => Row[]) =>
    plans.flatMap((plan, index) => rows(studentIds[index], plan));
  await inBatches(
    withStudent((studentId, plan) => plan.subjectIds.map((subjectId) => ({ studentId, subjectId }))),
    (batch) => tx.insert(tables.studentSubjects).values(batch),
  );
  await inBatches(
    withStudent((studentId, plan) => plan.formatIds.map((attendanceTypeId) => ({ studentId, attendanceTypeId }))),
    (batch) => tx.insert(tables.studentAttendanceTypeLinks).values(batch),
  );
  await inBatches(
    withStudent((studentId, plan) =>
      plan.enrolments.map((enrolment) => ({ studentId, ...enrolment, isArchived: enrolment.disenrollmentDate !== null })),
    ),
    (batch) => tx.insert(tables.studentClasses).values(batch),
  );
  return studentIds.length;
};

export const DEMO_STUDENTS = 300;

export const seedStudents = async (tx: Tx, random: Random) => {
  await insertStudents(tx, random, await loadCentre(tx), DEMO_STUDENTS, new Date());
};

// For benchmarks: n more students on top of the demo centre, in one transaction, the same for the same seed.
export const seedBulkStudents = async (db: Db, n: number, seed = 20_000) => {
  const random = createRandom(seed);
  return db.transaction(async (tx) => {
    const count = await insertStudents(tx, random, await loadCentre(tx), n, new Date());
    await tx.execute(sql`analyze`);
    return count;
  });
};
