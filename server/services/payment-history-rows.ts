import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import { PAYMENT_NOT_FOUND, type PaymentRow } from '../../resources/payment-history';
import {
  lessons,
  paymentDescriptorLinks,
  paymentDescriptors,
  paymentDetails,
  payments,
  schoolClasses,
  students,
  subjects,
} from '../db/schema/index';
import type { DbOrTx } from '../db/types';
import { NotFoundError } from '../errors';
import { anyOf, searchIn, type InfoListQuery, type InfoListSpec } from '../lib/info-list';
import { jsonArrayOf, jsonList, jsonRecord } from './json-rows';

// payments-info and payment-details-info (docs/api-money.md "Payments: the list, the details and their edits"):
// pages written as JSON by the database, as the students list is (services/json-rows.ts). Voided payments are
// on none of these reads.

const notVoided = isNull(payments.voidedAt);
const moneyText = (column: PgColumn) => sql`${column}::text`;

// The payment types of a payment: by id, the order they were created in (a short fixed list).
const descriptorLinks = jsonList(
  jsonRecord({ paymentDescriptorId: paymentDescriptors.id, paymentDescriptorName: paymentDescriptors.name }),
  sql`from ${paymentDescriptorLinks} join ${paymentDescriptors} on ${paymentDescriptors.id} = ${paymentDescriptorLinks.descriptorId} where ${paymentDescriptorLinks.paymentId} = ${payments.id}`,
  sql`${paymentDescriptors.id}`,
);
const descriptorIds = sql`coalesce((select json_agg(${paymentDescriptorLinks.descriptorId} order by ${paymentDescriptorLinks.descriptorId}) from ${paymentDescriptorLinks} where ${paymentDescriptorLinks.paymentId} = ${payments.id}), '[]'::json)`;

// The first and last lesson date of the line's group and cycle: a few rows of lessons_class_cycle_number_uq.
const cycleDate = (edge: 'min' | 'max') =>
  sql`(select ${sql.raw(edge)}(${lessons.lessonDate}) from ${lessons} where ${lessons.classId} = ${paymentDetails.classId} and ${lessons.cycleNumber} = ${paymentDetails.classCycle})`;

// The fields of a line (money.md §3 "Payment detail"), over payment_details joined to its group and subject.
const lineFields = {
  paymentDetailId: paymentDetails.id,
  detailId: paymentDetails.id,
  classId: paymentDetails.classId,
  className: schoolClasses.name,
  subjectId: paymentDetails.subjectId,
  subjectName: subjects.name,
  amount: moneyText(paymentDetails.amount),
  classCycle: paymentDetails.classCycle,
  lessonAmount: paymentDetails.lessonAmount,
  cycleStartDate: cycleDate('min'),
  cycleEndDate: cycleDate('max'),
};

const paymentRecord = jsonRecord({
  paymentId: payments.id,
  studentId: payments.studentId,
  studentName: students.name,
  paymentDate: payments.paymentDate,
  totalAmount: moneyText(payments.totalAmount),
  paymentComment: payments.comment,
  descriptors: descriptorIds,
  paymentDescriptors: descriptorLinks,
  paymentDetails: jsonList(
    jsonRecord(lineFields),
    sql`from ${paymentDetails} join ${schoolClasses} on ${schoolClasses.id} = ${paymentDetails.classId} join ${subjects} on ${subjects.id} = ${paymentDetails.subjectId} where ${paymentDetails.paymentId} = ${payments.id}`,
    sql`${paymentDetails.id}`,
  ),
  totalAmountPaidByClient: moneyText(payments.totalAmountPaidByClient),
  paymentAmountPaidByClient: sql`coalesce(${payments.totalAmountPaidByClient}, ${payments.totalAmount})::text`,
  version: payments.version,
});

const detailRecord = jsonRecord({
  ...lineFields,
  paymentId: payments.id,
  studentId: payments.studentId,
  studentName: students.name,
  paymentDate: payments.paymentDate,
  totalAmount: moneyText(payments.totalAmount),
  paymentComment: payments.comment,
  paymentDescriptorLinks: descriptorLinks,
  version: payments.version,
});

// A payment of one of these types (descriptors=1&descriptors=2: any of them).
const withDescriptor = (ids: number[]) =>
  sql`exists (select 1 from ${paymentDescriptorLinks} where ${paymentDescriptorLinks.paymentId} = ${payments.id} and ${anyOf(paymentDescriptorLinks.descriptorId, ids)})`;
const withLineIn = (column: PgColumn, ids: number[]) =>
  sql`exists (select 1 from ${paymentDetails} where ${paymentDetails.paymentId} = ${payments.id} and ${anyOf(column, ids)})`;

// q: the student's name, through the trigram index of students (as the students list searches).
const studentSearch = searchIn(payments.studentId, students, students.id, [students.name]);

// Newest first: payments_payment_date_idx read backwards, a page at a time.
const newestFirst = [desc(payments.paymentDate), desc(payments.id)];

export const paymentListSpec: InfoListSpec = {
  id: payments.id,
  fields: {
    paymentId: payments.id,
    studentId: payments.studentId,
    studentName: students.name,
    paymentDate: payments.paymentDate,
    totalAmount: payments.totalAmount,
    paymentComment: payments.comment,
    totalAmountPaidByClient: payments.totalAmountPaidByClient,
  },
  search: [studentSearch],
  filters: {
    descriptors: withDescriptor,
    classId: (ids) => withLineIn(paymentDetails.classId, ids),
    subjectId: (ids) => withLineIn(paymentDetails.subjectId, ids),
  },
  defaultOrder: newestFirst,
};

// No sort by a name here: ordering 200,000 lines by an ICU collation takes half a second on PostgreSQL; the student,
// group and subject are found by q and by their ids instead.
export const paymentDetailListSpec: InfoListSpec = {
  id: paymentDetails.id,
  fields: {
    paymentDetailId: paymentDetails.id,
    detailId: paymentDetails.id,
    paymentId: paymentDetails.paymentId,
    studentId: payments.studentId,
    paymentDate: payments.paymentDate,
    totalAmount: payments.totalAmount,
    classId: paymentDetails.classId,
    subjectId: paymentDetails.subjectId,
    amount: paymentDetails.amount,
    classCycle: paymentDetails.classCycle,
    lessonAmount: paymentDetails.lessonAmount,
  },
  search: [studentSearch],
  filters: { descriptors: withDescriptor },
  defaultOrder: newestFirst,
};

// Left joins on primary keys: a count that names none of their columns does not read them (join removal).
const paymentsFrom = (db: DbOrTx, fields: SelectedFields) =>
  db.select(fields).from(payments).leftJoin(students, eq(students.id, payments.studentId));

const detailsFrom = (db: DbOrTx, fields: SelectedFields) =>
  db
    .select(fields)
    .from(paymentDetails)
    .innerJoin(payments, eq(payments.id, paymentDetails.paymentId))
    .leftJoin(students, eq(students.id, payments.studentId))
    .leftJoin(schoolClasses, eq(schoolClasses.id, paymentDetails.classId))
    .leftJoin(subjects, eq(subjects.id, paymentDetails.subjectId));

type From = (db: DbOrTx, fields: SelectedFields) => ReturnType<typeof paymentsFrom> | ReturnType<typeof detailsFrom>;

type Listed = { from: From; id: PgColumn; record: SQL };
const paymentRows: Listed = { from: paymentsFrom, id: payments.id, record: paymentRecord };
const detailRows: Listed = { from: detailsFrom, id: paymentDetails.id, record: detailRecord };

// A page (or all) of rows as JSON text and the number matching the filters (counted only for a page). The page's
// ids first, sorted and cut with nothing else computed (a top-N sort, or an index read in order), then the JSON of
// those rows alone: computed beside the sort, the nested lists would be built for every skipped row too.
const pageOf = async (db: DbOrTx, listed: Listed, where: SQL, query: Pick<InfoListQuery, 'orderBy' | 'offset' | 'limit'>) => {
  let page = listed
    .from(db, { id: listed.id })
    .where(where)
    .orderBy(...query.orderBy)
    .$dynamic();
  if (query.offset !== undefined) page = page.offset(query.offset);
  if (query.limit !== undefined) page = page.limit(query.limit);
  const paged = query.offset !== undefined || query.limit !== undefined;
  const countMatching = async () => Number((await listed.from(db, { total: count() }).where(where))[0].total);
  const [counted, ids] = await Promise.all([paged ? countMatching() : undefined, page]);
  const list = ids.map((row) => Number(row.id));
  const rows = listed
    .from(db, { json: listed.record.as('json'), n: sql<number>`array_position(${`{${list.join(',')}}`}::int[], ${listed.id})`.as('n') })
    .where(anyOf(listed.id, list));
  const json = list.length === 0 ? { text: '[]', count: 0 } : await jsonArrayOf(db, rows);
  return { total: counted ?? json.count, json: json.text };
};

const alive = (where?: SQL) => (where ? and(notVoided, where)! : notVoided);

// The lists grow by the thousands a year: a request names a page of at most this many rows, and one that names
// none gets the first this many (x-total-count says how many there are).
export const MAX_PAGE_ROWS = 1000;
const capped = (query: InfoListQuery): InfoListQuery => ({
  ...query,
  offset: query.offset ?? 0,
  limit: Math.min(query.limit ?? MAX_PAGE_ROWS, MAX_PAGE_ROWS),
});

export const listPayments = (db: DbOrTx, query: InfoListQuery) => pageOf(db, paymentRows, alive(query.where), capped(query));

export const listPaymentDetails = (db: DbOrTx, query: InfoListQuery) => pageOf(db, detailRows, alive(query.where), capped(query));

// A student's lines, newest first, whole: a student has tens of payments, not thousands.
export const listStudentPaymentDetails = async (db: DbOrTx, studentId: number) => {
  const { json } = await pageOf(db, detailRows, alive(eq(payments.studentId, studentId)), {
    orderBy: [...newestFirst, sql`${paymentDetails.id}`],
  });
  return json;
};

export const findPayment = async (db: DbOrTx, paymentId: number): Promise<PaymentRow | undefined> => {
  const { json } = await pageOf(db, paymentRows, alive(eq(payments.id, paymentId)), { orderBy: [sql`${payments.id}`] });
  return (JSON.parse(json) as PaymentRow[])[0];
};

export const readPayment = async (db: DbOrTx, paymentId: number): Promise<PaymentRow> => {
  const row = await findPayment(db, paymentId);
  if (!row) throw new NotFoundError(PAYMENT_NOT_FOUND);
  return row;
};

