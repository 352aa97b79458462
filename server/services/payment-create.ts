import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { fromKopecks } from '../../resources/money/kopecks';
import { totalAgainstMinimum, type AddPaymentBody } from '../../resources/money/payment-body';
import { DUPLICATE_PAYMENT, IDEMPOTENCY_KEY_REUSED, type DuplicateAnswer, type DuplicateDetail } from '../../resources/payment-new';
import {
  auditLog,
  PAYMENT_STUDENT_LOCK,
  paymentDescriptorLinks,
  paymentDescriptors,
  paymentDetails,
  payments,
  schoolClasses,
  students,
  subjects,
} from '../db/schema/index';
import type { Tx } from '../db/types';
import { fieldError, HttpError } from '../errors';
import { claimIdempotencyKey, idempotentAnswerUpdate, requestHashOf, type StoredAnswer } from '../lib/idempotency';
import { inOneStatement } from '../lib/one-statement';
import type { WriteContext } from '../lib/write-context';
import { auditRowOf, diffRows } from '../audit';
import { loadGroups, minimumPricesOf } from './payment-classes';

export const STUDENT_NOT_FOUND = 'Ученик не найден';
export const GROUP_NOT_FOUND = 'Группа не найдена';
export const DESCRIPTOR_NOT_FOUND = 'Тип платежа не найден';
export const SUBJECT_NOT_OF_GROUP = 'Предмет строки не совпадает с предметом группы';
export const SUBJECTS_NOT_LINES = 'Список предметов не совпадает с предметами строк платежа';

// 409 with the lines already paid; the route sends it as { message, duplicateDetails } (money.md §4, §7).
export class DuplicatePaymentError extends HttpError {
  constructor(readonly answer: DuplicateAnswer) {
    super(409, answer.message);
  }
}

const field = fieldError;

// Ids as one int[] parameter (the body's schema has made them integers).
const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

// The first reading under the student's lock, in one statement: the lock itself, the student, how many of the
// payment's types exist, and the ids the payment and its lines will have (taken from their sequences now, so the
// audit row can name them in the one statement that writes them all). No row: no such student.
const lockStudent = async (tx: Tx, body: AddPaymentBody) => {
  const [row] = await tx
    .select({
      locked: sql<string>`pg_advisory_xact_lock(${PAYMENT_STUDENT_LOCK}::int, ${students.id})::text`,
      id: students.id,
      name: students.name,
      isArchived: students.isArchived,
      eligibleForDiscountPrice: students.eligibleForDiscountPrice,
      eligibleForOldPrice: students.eligibleForOldPrice,
      knownDescriptors: sql<number>`(select count(*)::int from ${paymentDescriptors} where ${paymentDescriptors.id} = any(${intArray(body.descriptors)}))`,
      paymentId: sql<number>`nextval(pg_get_serial_sequence('payments', 'id'))::int`,
      detailIds: sql<number[]>`array(select nextval(pg_get_serial_sequence('payment_details', 'id'))::int from generate_series(1, ${body.paymentDetails.length}::int))`,
    })
    .from(students)
    .where(eq(students.id, body.student));
  return row;
};

// What the form cannot know for sure: the student, groups and types exist, each line's subject is its group's,
// and the total is not below the calculated minimum (read under the student's lock, so with the prices of now).
const checkAgainstDatabase = async (tx: Tx, body: AddPaymentBody) => {
  const student = await lockStudent(tx, body);
  if (!student) throw field('student', STUDENT_NOT_FOUND);
  const classIds = body.paymentDetails.map((line) => line.classId);
  const groupRows = await loadGroups(tx, body.student, classIds);
  const groups = new Map(groupRows.map((group) => [group.classId, group]));
  body.paymentDetails.forEach((line, index) => {
    const group = groups.get(line.classId);
    if (!group) throw field(`paymentDetails.${index}.classId`, GROUP_NOT_FOUND);
    if (line.subjectId != null && line.subjectId !== group.subjectId) throw field(`paymentDetails.${index}.subjectId`, SUBJECT_NOT_OF_GROUP);
  });
  const lineSubjects = new Set(classIds.map((classId) => groups.get(classId)!.subjectId));
  if (body.subjects.length > 0 && (body.subjects.length !== lineSubjects.size || body.subjects.some((id) => !lineSubjects.has(id)))) {
    throw field('subjects', SUBJECTS_NOT_LINES);
  }
  if (student.knownDescriptors !== body.descriptors.length) throw field('descriptors', DESCRIPTOR_NOT_FOUND);
  const problem = totalAgainstMinimum(body, minimumPricesOf(student, groupRows));
  if (problem) throw field('totalAmount', problem);
  return { ids: { payment: student.paymentId, details: student.detailIds }, subjectOf: (classId: number) => groups.get(classId)!.subjectId };
};

// The lines whose subject and cycle a standing (not voided) payment of the student already names.
export const findDuplicates = async (tx: Tx, studentId: number, lines: readonly { subjectId: number; classCycle: number }[]): Promise<DuplicateDetail[]> => {
  const rows = await tx
    .select({
      paymentId: payments.id,
      paymentDate: payments.paymentDate,
      classId: paymentDetails.classId,
      className: schoolClasses.name,
      subjectId: paymentDetails.subjectId,
      subjectName: subjects.name,
      classCycle: paymentDetails.classCycle,
      amount: paymentDetails.amount,
    })
    .from(paymentDetails)
    .innerJoin(payments, eq(payments.id, paymentDetails.paymentId))
    .innerJoin(schoolClasses, eq(schoolClasses.id, paymentDetails.classId))
    .innerJoin(subjects, eq(subjects.id, paymentDetails.subjectId))
    .where(
      and(
        eq(payments.studentId, studentId),
        isNull(payments.voidedAt),
        or(...lines.map((line) => and(eq(paymentDetails.subjectId, line.subjectId), eq(paymentDetails.classCycle, line.classCycle)))),
      ),
    )
    .orderBy(paymentDetails.classCycle, payments.paymentDate, payments.id, paymentDetails.id);
  return rows;
};

// POST addPayment in one transaction: the idempotency key, the student's lock with the first reading, the groups,
// the duplicate check, the payment, then one statement that writes its details, its types, the audit row and the
// key's answer. Any refusal throws and so writes nothing (the key goes with it). Seven statements with BEGIN and
// COMMIT, eight with the duplicate check, where a statement a step made it thirteen (docs/api-money.md "Bench").
export const createPayment = async (context: WriteContext, body: AddPaymentBody, idempotencyKey: string | null): Promise<StoredAnswer> => {
  const { tx, actor } = context;
  const userId = actor.id ?? actor.login;
  const claim = idempotencyKey
    ? { userId, key: idempotencyKey, scope: 'POST /addPayment', requestHash: requestHashOf(body), reusedMessage: IDEMPOTENCY_KEY_REUSED }
    : null;
  if (claim) {
    const stored = await claimIdempotencyKey(tx, claim);
    if (stored) return stored;
  }
  const { ids, subjectOf } = await checkAgainstDatabase(tx, body);
  const lines = body.paymentDetails.map((line) => ({ ...line, subjectId: subjectOf(line.classId) }));
  if (!body.possibleDuplicateConfirmed) {
    const duplicates = await findDuplicates(tx, body.student, lines);
    if (duplicates.length > 0) throw new DuplicatePaymentError({ message: DUPLICATE_PAYMENT, duplicateDetails: duplicates });
  }
  const values = {
    studentId: body.student,
    paymentDate: body.paymentDate,
    totalAmount: fromKopecks(body.totalAmount),
    // the cash handed over: the total plus the change (the change row itself comes by POST cash-change)
    totalAmountPaidByClient: fromKopecks(body.totalAmount + body.change),
    comment: body.paymentComment,
    createdBy: userId,
  };
  const details = lines.map((line, index) => ({
    id: ids.details[index],
    classId: line.classId,
    subjectId: line.subjectId,
    amount: fromKopecks(line.amount),
    classCycle: line.classCycle,
    lessonAmount: line.lessonAmount,
  }));
  const answer = { status: 201, body: { paymentId: ids.payment } };
  const auditRow = auditRowOf({
    actor,
    action: 'create',
    entity: 'payments',
    entityId: ids.payment,
    changes: diffRows(null, {
      ...values,
      descriptorIds: body.descriptors,
      details,
      possibleDuplicateConfirmed: body.possibleDuplicateConfirmed,
      ...(idempotencyKey ? { idempotencyKey } : {}),
    }),
  });
  // the payment first, on its own: its insert trigger names it new in the transaction (report_income_added), which
  // the triggers of its lines and types read to add rather than rebuild (migration 0017)
  await tx.insert(payments).overridingSystemValue().values({ id: ids.payment, ...values });
  await inOneStatement(tx, [
    tx
      .insert(paymentDetails)
      .overridingSystemValue()
      .values(details.map((detail) => ({ ...detail, paymentId: ids.payment }))),
    tx.insert(paymentDescriptorLinks).values(body.descriptors.map((descriptorId) => ({ paymentId: ids.payment, descriptorId }))),
    tx.insert(auditLog).values(auditRow),
    ...(claim ? [idempotentAnswerUpdate(tx, claim, answer)] : []),
  ]);
  return answer;
};
