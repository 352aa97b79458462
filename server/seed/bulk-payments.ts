import { asc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { queryRows } from '../db/rows';
import * as tables from '../db/schema/index';
import type { Db, Tx } from '../db/types';
import { amountOf, kopecksOf, paymentDescriptorSeed } from './payments';
import { createRandom } from './random';

const BATCH = 2000; // payments per statement
const DAY_MS = 24 * 60 * 60 * 1000;
const YEARS = 3;
const PRICE_WITHOUT_TARIFF = 600_000;

const pad = (value: number) => String(value).padStart(2, '0');
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

type Column = [column: PgColumn, type: 'int' | 'date' | 'numeric' | 'text' | 'timestamptz', values: unknown[]];

// One INSERT of many rows with one array parameter per column (`select * from unnest($1::int[], …)`): on PGlite
// about twice as fast as drizzle's VALUES list with a parameter per value. Answers the new ids, in row order.
const insertColumns = async (tx: Tx, table: PgTable, columns: Column[], returning?: PgColumn): Promise<number[]> => {
  if (columns[0][2].length === 0) return [];
  const names = sql.join(columns.map(([column]) => sql.identifier(column.name)), sql`, `);
  const arrays = sql.join(columns.map(([, type, values]) => sql`${sql.param(values)}::${sql.raw(type)}[]`), sql`, `);
  const back = returning ? sql` returning ${sql.identifier(returning.name)} as id` : sql``;
  const rows = await queryRows<{ id: number }>(tx, sql`insert into ${table} (${names}) select * from unnest(${arrays})${back}`);
  return rows.map((row) => row.id);
};

// The cycle a date falls in: cycles of the group's length from 1 September, at most 10 (money.md §9).
const cycleOn = (time: number, lessonsPerCycle: number) => {
  const date = new Date(time);
  const year = date.getUTCMonth() >= 8 ? date.getUTCFullYear() : date.getUTCFullYear() - 1;
  const days = Math.floor((time - Date.UTC(year, 8, 1)) / DAY_MS);
  return Math.min(10, Math.max(1, Math.floor(days / (lessonsPerCycle * 7)) + 1));
};

// For benchmarks: n more payments on top of the demo centre (the bulk students included), over the last three
// years, with their details (one group's cycle, sometimes two), payment types and, for some cash ones, change;
// the total is always the sum of the details. Batches of 2,000 in one transaction, the same rows for the same
// seed and day. Payments of one student, subject and cycle may repeat across school years, as cycles do.
// Answers the number of payments added.
export const seedBulkPayments = async (db: Db, n: number, seed = 300_000) => {
  const random = createRandom(seed);
  const now = Date.now();
  return db.transaction(async (tx) => {
    const groups = await tx
      .select({
        id: tables.schoolClasses.id,
        subjectId: tables.schoolClasses.subjectId,
        lessonsPerCycle: tables.schoolClasses.lessonsPerCycle,
        price: tables.subjectPricing.priceForFirstSubject,
      })
      .from(tables.schoolClasses)
      .leftJoin(tables.subjectPricing, eq(tables.subjectPricing.id, tables.schoolClasses.subjectPricingId))
      .orderBy(asc(tables.schoolClasses.id));
    const students = (await tx.select({ id: tables.students.id }).from(tables.students).orderBy(asc(tables.students.id))).map((row) => row.id);
    const enrolments = await tx
      .select({ studentId: tables.studentClasses.studentId, classId: tables.studentClasses.classId })
      .from(tables.studentClasses)
      .orderBy(asc(tables.studentClasses.studentId), asc(tables.studentClasses.classId));
    const descriptors = new Map((await tx.select().from(tables.paymentDescriptors)).map((row) => [row.name, row.id]));
    if (groups.length === 0 || students.length === 0 || descriptors.size === 0) return 0;

    const groupById = new Map(groups.map((group) => [group.id, group]));
    const groupsOf = new Map<number, typeof groups>();
    for (const { studentId, classId } of enrolments) {
      const list = groupsOf.get(studentId) ?? [];
      list.push(groupById.get(classId)!);
      groupsOf.set(studentId, list);
    }
    const cash = descriptors.get(paymentDescriptorSeed[0]); // 'Наличные'
    const others = [...descriptors.values()].filter((id) => id !== cash);
    const otherIds = others.length > 0 ? others : [...descriptors.values()];

    let added = 0;
    while (added < n) {
      const size = Math.min(BATCH, n - added);
      const planned = Array.from({ length: size }, () => {
        const studentId = random.pick(students);
        const own = groupsOf.get(studentId) ?? [random.pick(groups)];
        const time = now - random.integer(0, YEARS * 365) * DAY_MS;
        const chosen = own.length > 1 && random.chance(0.2) ? random.sample(own, 2) : [random.pick(own)];
        const lines = chosen.map((group) => ({
          classId: group.id,
          subjectId: group.subjectId,
          kopecks: group.price ? kopecksOf(group.price) : PRICE_WITHOUT_TARIFF,
          classCycle: cycleOn(time, group.lessonsPerCycle),
          lessonAmount: group.lessonsPerCycle,
        }));
        const total = lines.reduce((sum, line) => sum + line.kopecks, 0);
        const paidInCash = cash !== undefined && random.chance(0.45);
        const change = paidInCash && random.chance(0.5) ? Math.ceil((total + 1) / 100_000) * 100_000 - total : 0;
        const day = isoDay(time);
        return {
          payment: {
            studentId,
            paymentDate: day,
            totalAmount: amountOf(total),
            totalAmountPaidByClient: amountOf(total + change),
            comment: random.chance(0.1) ? 'Оплата за цикл' : null,
            createdAt: new Date(Math.min(now, Date.parse(`${day}T${pad(random.integer(10, 19))}:${pad(random.integer(0, 59))}:00+03:00`))),
            createdBy: 'bench',
          },
          lines,
          descriptorIds: paidInCash ? [cash!] : [random.pick(otherIds)],
          change,
        };
      });
      const payments = planned.map((entry) => entry.payment);
      const ids = await insertColumns(
        tx,
        tables.payments,
        [
          [tables.payments.studentId, 'int', payments.map((row) => row.studentId)],
          [tables.payments.paymentDate, 'date', payments.map((row) => row.paymentDate)],
          [tables.payments.totalAmount, 'numeric', payments.map((row) => row.totalAmount)],
          [tables.payments.totalAmountPaidByClient, 'numeric', payments.map((row) => row.totalAmountPaidByClient)],
          [tables.payments.comment, 'text', payments.map((row) => row.comment)],
          [tables.payments.createdAt, 'timestamptz', payments.map((row) => row.createdAt.toISOString())],
          [tables.payments.updatedAt, 'timestamptz', payments.map((row) => row.createdAt.toISOString())],
          [tables.payments.createdBy, 'text', payments.map((row) => row.createdBy)],
        ],
        tables.payments.id,
      );
      const details = planned.flatMap((entry, index) => entry.lines.map((line) => ({ ...line, paymentId: ids[index] })));
      await insertColumns(tx, tables.paymentDetails, [
        [tables.paymentDetails.paymentId, 'int', details.map((row) => row.paymentId)],
        [tables.paymentDetails.classId, 'int', details.map((row) => row.classId)],
        [tables.paymentDetails.subjectId, 'int', details.map((row) => row.subjectId)],
        [tables.paymentDetails.amount, 'numeric', details.map((row) => amountOf(row.kopecks))],
        [tables.paymentDetails.classCycle, 'int', details.map((row) => row.classCycle)],
        [tables.paymentDetails.lessonAmount, 'int', details.map((row) => row.lessonAmount)],
      ]);
      const links = planned.flatMap((entry, index) => entry.descriptorIds.map((descriptorId) => ({ paymentId: ids[index], descriptorId })));
      await insertColumns(tx, tables.paymentDescriptorLinks, [
        [tables.paymentDescriptorLinks.paymentId, 'int', links.map((row) => row.paymentId)],
        [tables.paymentDescriptorLinks.descriptorId, 'int', links.map((row) => row.descriptorId)],
      ]);
      const changes = planned.flatMap((entry, index) => (entry.change > 0 ? [{ ...entry, paymentId: ids[index] }] : []));
      await insertColumns(tx, tables.cashChanges, [
        [tables.cashChanges.paymentId, 'int', changes.map((row) => row.paymentId)],
        [tables.cashChanges.changeAmount, 'numeric', changes.map((row) => amountOf(row.change))],
        [tables.cashChanges.createdAt, 'timestamptz', changes.map((row) => row.payment.createdAt.toISOString())],
        [tables.cashChanges.updatedAt, 'timestamptz', changes.map((row) => row.payment.createdAt.toISOString())],
      ]);
      added += size;
    }
    await tx.execute(sql`analyze payments, payment_details, payment_descriptor_links, cash_changes`);
    return added;
  });
};
