import { and, asc, desc, eq, inArray, isNull, lt, lte } from 'drizzle-orm';
import {
  cashDayState,
  cashDayTotals,
  cashDayWritable,
  cashDefaults,
  closingProblem,
  closingVariance,
  handedOver,
  prefilledStart,
  type CashDayExpense,
  type CashDayFilter,
  type CashDayPayment,
} from '../../resources/money/cash-day';
import {
  DAY_CLOSED,
  dayRefusal,
  END_ONLY_ON_CLOSE,
  RECORD_DATE_FIXED,
  RECORD_NOT_FOUND,
  recordExists,
  type CashCount,
  type CashExpenseRow,
  type CashPaymentRow,
  type CashStatistics,
  type DailyRecord,
  type LatestRecord,
} from '../../resources/money/cash-desk';
import { fromKopecks, toKopecks } from '../../resources/money/kopecks';
import {
  cashChanges,
  cashCounts,
  dailyChangeRecords,
  expensePaymentTypes,
  expenses,
  expenseTypes,
  paymentDescriptorLinks,
  paymentDescriptors,
  payments,
  students,
} from '../db/schema/index';
import type { Db, DbOrTx, Tx } from '../db/types';
import { BadRequestError, ConflictError, NotFoundError } from '../errors';
import { audit, lockRow, type WriteContext } from '../lib/write-context';

// The cash desk of a day (money.md §2 "Cash desk", §7; docs/money.md §12): the day's payments, change and
// expenses read from the database, added up by resources/money/cash-day.ts. Every number of one answer comes from
// one snapshot (a repeatable-read transaction), so a read taken while payments are written adds up to the kopeck.

type Record = typeof dailyChangeRecords.$inferSelect;
const kopecks = (value: string | null) => toKopecks(value) ?? 0;

export type FilterQuery = { descriptorIds?: number[]; expensePaymentTypeIds?: number[] };

const typeLists = async (db: DbOrTx) => {
  const [descriptors, paymentTypes, kinds] = await Promise.all([
    db.select({ id: paymentDescriptors.id, name: paymentDescriptors.name }).from(paymentDescriptors).orderBy(asc(paymentDescriptors.id)),
    db.select({ id: expensePaymentTypes.id, name: expensePaymentTypes.name }).from(expensePaymentTypes).orderBy(asc(expensePaymentTypes.id)),
    db.select({ id: expenseTypes.id, name: expenseTypes.name }).from(expenseTypes).orderBy(asc(expenseTypes.id)),
  ]);
  return { descriptors, paymentTypes, kinds };
};

// The page's filter, or the cash types (cashDefaults) for a list left out or empty.
const filterOf = (defaults: CashDayFilter, query: FilterQuery): CashDayFilter => ({
  descriptorIds: query.descriptorIds?.length ? new Set(query.descriptorIds) : defaults.descriptorIds,
  expensePaymentTypeIds: query.expensePaymentTypeIds?.length ? new Set(query.expensePaymentTypeIds) : defaults.expensePaymentTypeIds,
});

// Standing (not voided) payments of the day with their types and change, by id.
const dayPayments = async (db: DbOrTx, day: string) => {
  const rows = await db
    .select({
      paymentId: payments.id,
      studentId: payments.studentId,
      studentName: students.name,
      paymentDate: payments.paymentDate,
      totalAmount: payments.totalAmount,
      totalAmountPaidByClient: payments.totalAmountPaidByClient,
      cashChangeId: cashChanges.id,
      cashChangeAmount: cashChanges.changeAmount,
      cashChangeNotes: cashChanges.notes,
    })
    .from(payments)
    .innerJoin(students, eq(students.id, payments.studentId))
    .leftJoin(cashChanges, eq(cashChanges.paymentId, payments.id))
    .where(and(eq(payments.paymentDate, day), isNull(payments.voidedAt)))
    .orderBy(asc(payments.id));
  const links = rows.length
    ? await db
        .select({ paymentId: paymentDescriptorLinks.paymentId, id: paymentDescriptors.id, name: paymentDescriptors.name })
        .from(paymentDescriptorLinks)
        .innerJoin(paymentDescriptors, eq(paymentDescriptors.id, paymentDescriptorLinks.descriptorId))
        .where(inArray(paymentDescriptorLinks.paymentId, rows.map((row) => row.paymentId)))
        .orderBy(asc(paymentDescriptors.id))
    : [];
  return rows.map((row) => ({ ...row, types: links.filter((link) => link.paymentId === row.paymentId) }));
};
type DayPayment = Awaited<ReturnType<typeof dayPayments>>[number];

const asCashPayment = (row: DayPayment): CashDayPayment => ({
  paymentId: row.paymentId,
  totalKopecks: kopecks(row.totalAmount),
  paidByClientKopecks: toKopecks(row.totalAmountPaidByClient),
  changeKopecks: toKopecks(row.cashChangeAmount),
  descriptorIds: row.types.map((type) => type.id),
});

// Standing (not archived) expenses of the day.
const dayExpenses = (db: DbOrTx, day: string) =>
  db
    .select({
      expenseId: expenses.id,
      expenseTypeId: expenses.expenseTypeId,
      expenseTypeName: expenseTypes.name,
      expensePaymentTypeId: expenses.expensePaymentTypeId,
      expensePaymentTypeName: expensePaymentTypes.name,
      expenseAmount: expenses.totalAmount,
      expenseDate: expenses.expenseDate,
      expenseComment: expenses.comment,
    })
    .from(expenses)
    .innerJoin(expenseTypes, eq(expenseTypes.id, expenses.expenseTypeId))
    .innerJoin(expensePaymentTypes, eq(expensePaymentTypes.id, expenses.expensePaymentTypeId))
    .where(and(eq(expenses.expenseDate, day), eq(expenses.isArchived, false)))
    .orderBy(asc(expenses.id));

const asCashExpense = (row: CashExpenseRow): CashDayExpense => ({
  expenseId: row.expenseId,
  amountKopecks: kopecks(row.expenseAmount),
  expensePaymentTypeId: row.expensePaymentTypeId,
  expenseTypeId: row.expenseTypeId,
});

const recordOn = async (db: DbOrTx, day: string) => (await db.select().from(dailyChangeRecords).where(eq(dailyChangeRecords.recordDate, day)))[0];
const lastRecordBefore = async (db: DbOrTx, day: string) =>
  (await db.select().from(dailyChangeRecords).where(lt(dailyChangeRecords.recordDate, day)).orderBy(desc(dailyChangeRecords.recordDate)).limit(1))[0];

// The calculated end of a record's day with the cash types: what the next day starts with and what a close compares.
const deskEndOf = async (db: DbOrTx, record: Pick<Record, 'recordDate' | 'startAmount'>, defaults?: CashDayFilter) => {
  const filter = defaults ?? (await defaultFilter(db));
  const [paid, spent] = await Promise.all([dayPayments(db, record.recordDate), dayExpenses(db, record.recordDate)]);
  return cashDayTotals(kopecks(record.startAmount), paid.map(asCashPayment), spent.map(asCashExpense), filter).calculatedEndKopecks;
};

// The day's net with the cash types (payments − change − expenses): the demo data chains its records with it.
export const deskNetOf = async (db: DbOrTx, day: string) => deskEndOf(db, { recordDate: day, startAmount: '0.00' });

const defaultFilter = async (db: DbOrTx) => {
  const { descriptors, paymentTypes } = await typeLists(db);
  return cashDefaults(descriptors, paymentTypes);
};

const snapshot = <Result>(db: Db, work: (tx: Tx) => Promise<Result>) =>
  db.transaction(work, { isolationLevel: 'repeatable read', accessMode: 'read only' });

export const recordRow = (record: Record): DailyRecord => ({
  id: record.id,
  dailyChangeId: record.id,
  recordDate: record.recordDate,
  startAmount: record.startAmount,
  endAmount: record.endAmount,
  notes: record.notes,
  calculatedEndAtClose: record.calculatedEndAtClose,
  closedAt: record.closedAt?.toISOString() ?? null,
  closedBy: record.closedBy,
});

// GET cash-change/statistics (money.md §3 "Daily cash statistics").
export const cashStatistics = (db: Db, day: string, today: string, query: FilterQuery): Promise<CashStatistics> =>
  snapshot(db, async (tx) => {
    const { descriptors, paymentTypes, kinds } = await typeLists(tx);
    const defaults = cashDefaults(descriptors, paymentTypes);
    const filter = filterOf(defaults, query);
    const [record, previous, paid, spent] = await Promise.all([recordOn(tx, day), lastRecordBefore(tx, day), dayPayments(tx, day), dayExpenses(tx, day)]);
    const suggestedStart = prefilledStart(previous ? { calculatedEndKopecks: await deskEndOf(tx, previous, defaults) } : undefined);
    const start = record ? kopecks(record.startAmount) : suggestedStart;
    const cashPayments = paid.map(asCashPayment);
    const cashExpenses = spent.map(asCashExpense);
    const totals = cashDayTotals(start, cashPayments, cashExpenses, filter);
    const desk = cashDayTotals(start, cashPayments, cashExpenses, defaults);
    const storedEnd = record?.endAmount == null ? null : kopecks(record.endAmount);
    const nameOf = (list: { id: number; name: string }[], id: number) => list.find((item) => item.id === id)?.name ?? String(id);
    return {
      date: day,
      today,
      dayState: cashDayState(day, today, !!record),
      closed: !!record?.closedAt,
      dailyChangeId: record?.id ?? null,
      currentDayStartAmount: fromKopecks(start),
      suggestedStartAmount: fromKopecks(suggestedStart),
      previousDayEndAmount: previous?.endAmount ?? null,
      currentDBDayEndAmount: storedEnd === null ? null : fromKopecks(storedEnd),
      currentCalculatedDayEndAmount: fromKopecks(totals.calculatedEndKopecks),
      deskCalculatedEndAmount: fromKopecks(desk.calculatedEndKopecks),
      endMismatch: storedEnd !== null && storedEnd !== desk.calculatedEndKopecks,
      totalPaymentsAmount: fromKopecks(totals.paymentsKopecks),
      totalExpensesAmount: fromKopecks(totals.expensesKopecks),
      totalChangeGiven: fromKopecks(totals.changeKopecks),
      totalProfit: fromKopecks(totals.profitKopecks),
      notes: record?.notes ?? null,
      closedAt: record?.closedAt?.toISOString() ?? null,
      closedBy: record?.closedBy ?? null,
      paymentBreakdown: [...totals.paymentBreakdown].map(([id, amount]) => ({ descriptorId: id, descriptorName: nameOf(descriptors, id), amount: fromKopecks(amount) })),
      expenseBreakdown: [...totals.expenseBreakdown].map(([id, amount]) => ({ typeId: id, typeName: nameOf(kinds, id), amount: fromKopecks(amount) })),
      explanation: totals.explanation,
      descriptorIds: [...filter.descriptorIds].sort((a, b) => a - b),
      expensePaymentTypeIds: [...filter.expensePaymentTypeIds].sort((a, b) => a - b),
    };
  });

// GET cash-change/list: the day's payments of the chosen types, with their change (money.md §3 "Cash desk payment row").
export const cashPaymentRows = async (db: DbOrTx, day: string, query: FilterQuery): Promise<CashPaymentRow[]> => {
  const filter = filterOf(await defaultFilter(db), query);
  const rows = await dayPayments(db, day);
  return rows
    .filter((row) => row.types.some((type) => filter.descriptorIds.has(type.id)))
    .map((row) => ({
      paymentId: row.paymentId,
      studentId: row.studentId,
      studentName: row.studentName,
      paymentDate: row.paymentDate,
      descriptors: row.types.map((type) => ({ paymentDescriptorId: type.id, paymentDescriptorName: type.name })),
      paymentAmount: row.totalAmount,
      paymentAmountPaidByClient: fromKopecks(handedOver(asCashPayment(row))),
      cashChangeId: row.cashChangeId,
      cashChangeAmount: row.cashChangeAmount,
      cashChangeNotes: row.cashChangeNotes,
    }));
};

// GET cash-change/expenses: the day's expenses of the chosen payment types (money.md §3 "Cash desk expense row").
export const cashExpenseRows = async (db: DbOrTx, day: string, query: FilterQuery): Promise<CashExpenseRow[]> => {
  const filter = filterOf(await defaultFilter(db), query);
  return (await dayExpenses(db, day)).filter((row) => filter.expensePaymentTypeIds.has(row.expensePaymentTypeId));
};

// GET cash-change/latest-record: the last record up to today, with its calculated end (the next day's start).
export const latestRecord = (db: Db, today: string): Promise<LatestRecord> =>
  snapshot(db, async (tx) => {
    const [record] = await tx.select().from(dailyChangeRecords).where(lte(dailyChangeRecords.recordDate, today)).orderBy(desc(dailyChangeRecords.recordDate)).limit(1);
    if (!record) return null;
    return { ...recordRow(record), calculatedEndAmount: fromKopecks(await deskEndOf(tx, record)) };
  });

const countRow = (row: typeof cashCounts.$inferSelect): CashCount => ({
  countId: row.id,
  dailyChangeId: row.recordId,
  kind: row.kind,
  countedAmount: row.countedAmount,
  calculatedAmount: row.calculatedAmount,
  variance: row.variance,
  reason: row.reason,
  countedBy: row.countedBy,
  countedAt: row.countedAt.toISOString(),
});

// GET cash-change/counts: the variance log of a day, oldest first.
export const dayCounts = async (db: DbOrTx, day: string): Promise<CashCount[]> => {
  const rows = await db
    .select({ count: cashCounts })
    .from(cashCounts)
    .innerJoin(dailyChangeRecords, eq(dailyChangeRecords.id, cashCounts.recordId))
    .where(eq(dailyChangeRecords.recordDate, day))
    .orderBy(asc(cashCounts.countedAt), asc(cashCounts.id));
  return rows.map((row) => countRow(row.count));
};

// --- writes: only today's day (money.md §4; docs/money.md §12), each in the caller's transaction ---

const assertToday = (day: string, today: string) => {
  if (!cashDayWritable(day, today)) throw new BadRequestError(dayRefusal(day, today));
};

const lockOpenRecord = async (tx: Tx, id: number, today: string) => {
  const record = await lockRow(tx, dailyChangeRecords, id);
  if (!record) throw new NotFoundError(RECORD_NOT_FOUND);
  assertToday(record.recordDate, today);
  if (record.closedAt) throw new BadRequestError(DAY_CLOSED);
  return record;
};

// POST daily-change-record: one record per day. The unique date decides a race: the second opener's insert does
// nothing and is answered 409, never a 500.
export const openDay = async (context: WriteContext, input: { recordDate: string; startKopecks: number; notes?: string | null }, today: string) => {
  assertToday(input.recordDate, today);
  const [created] = await context.tx
    .insert(dailyChangeRecords)
    .values({ recordDate: input.recordDate, startAmount: fromKopecks(input.startKopecks), notes: input.notes ?? null, openedBy: context.actor.login })
    .onConflictDoNothing({ target: dailyChangeRecords.recordDate })
    .returning();
  if (!created) throw new ConflictError(recordExists(input.recordDate));
  await audit(context, 'create', 'daily-change-records', created.id, null, created);
  return recordRow(created);
};

// PATCH daily-change-record/{id}: the start and notes of today's open day.
export const updateDay = async (
  context: WriteContext,
  id: number,
  input: { recordDate?: string; startKopecks?: number; endAmount?: unknown; notes?: string | null },
  today: string,
) => {
  const before = await lockOpenRecord(context.tx, id, today);
  if (input.recordDate !== undefined && input.recordDate !== before.recordDate) throw new BadRequestError(RECORD_DATE_FIXED);
  if (input.endAmount !== undefined && input.endAmount !== null) throw new BadRequestError(END_ONLY_ON_CLOSE);
  const [after] = await context.tx
    .update(dailyChangeRecords)
    .set({
      ...(input.startKopecks !== undefined ? { startAmount: fromKopecks(input.startKopecks) } : {}),
      ...(input.notes !== undefined ? { notes: input.notes } : {}),
      updatedAt: new Date(),
    })
    .where(eq(dailyChangeRecords.id, id))
    .returning();
  await audit(context, 'update', 'daily-change-records', id, before, after);
  return recordRow(after);
};

const insertCount = async (context: WriteContext, record: Record, countedKopecks: number, kind: 'count' | 'close', reason: string | null) => {
  const calculated = await deskEndOf(context.tx, record);
  const [row] = await context.tx
    .insert(cashCounts)
    .values({
      recordId: record.id,
      countedAmount: fromKopecks(countedKopecks),
      calculatedAmount: fromKopecks(calculated),
      variance: fromKopecks(closingVariance(countedKopecks, calculated)),
      reason,
      kind,
      countedBy: context.actor.login || 'неизвестно',
    })
    .returning();
  await audit(context, 'create', 'cash-counts', row.id, null, row);
  return { row, calculated };
};

// The blind count (issue 9): the counted cash is stored before the calculated end is answered.
export const countDay = async (context: WriteContext, id: number, countedKopecks: number, today: string) => {
  const record = await lockOpenRecord(context.tx, id, today);
  const { row } = await insertCount(context, record, countedKopecks, 'count', null);
  return countRow(row);
};

// The close: today, open, the counted end given; a difference needs a reason in the notes (docs/money.md §12).
export const closeDay = async (context: WriteContext, id: number, input: { endKopecks: number; notes?: string | null }, today: string) => {
  const before = await lockOpenRecord(context.tx, id, today);
  const notes = input.notes !== undefined ? input.notes : before.notes;
  const calculated = await deskEndOf(context.tx, before);
  const problem = closingProblem(input.endKopecks, calculated, notes);
  if (problem) throw new BadRequestError(problem, [{ field: 'notes', message: problem }]);
  const { row } = await insertCount(context, before, input.endKopecks, 'close', closingVariance(input.endKopecks, calculated) === 0 ? null : notes);
  const [after] = await context.tx
    .update(dailyChangeRecords)
    .set({
      endAmount: fromKopecks(input.endKopecks),
      calculatedEndAtClose: fromKopecks(calculated),
      notes,
      closedAt: new Date(),
      closedBy: context.actor.login || null,
      updatedAt: new Date(),
    })
    .where(eq(dailyChangeRecords.id, id))
    .returning();
  await audit(context, 'update', 'daily-change-records', id, before, after);
  return { record: recordRow(after), count: countRow(row) };
};

// POST and PATCH cash-change: the change of a payment is the cash of the payment's day, so only a payment of
// today may get or change its change (money.md §4: past days are read-only on the server).
export const assertPaymentDayWritable = async (tx: Tx, paymentId: number, today: string) => {
  const [payment] = await tx.select({ paymentDate: payments.paymentDate }).from(payments).where(eq(payments.id, paymentId));
  if (payment) assertToday(payment.paymentDate, today);
};

export const assertChangeDayWritable = async (tx: Tx, cashChangeId: number, today: string) => {
  const [row] = await tx
    .select({ paymentDate: payments.paymentDate })
    .from(cashChanges)
    .innerJoin(payments, eq(payments.id, cashChanges.paymentId))
    .where(eq(cashChanges.id, cashChangeId));
  if (row) assertToday(row.paymentDate, today);
};
