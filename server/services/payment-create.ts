import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { fromKopecks } from '../../resources/money/kopecks';
import { totalAgainstMinimum, type AddPaymentBody } from '../../resources/money/payment-body';
import { DUPLICATE_PAYMENT, IDEMPOTENCY_KEY_REUSED, type DuplicateAnswer, type DuplicateDetail } from '../../resources/payment-new';
import {
  PAYMENT_STUDENT_LOCK,
  paymentDescriptorLinks,
  paymentDescriptors,
  paymentDetails,
  payments,
  schoolClasses,
  subjects,
} from '../db/schema/index';
import type { Tx } from '../db/types';
import { fieldError, HttpError } from '../errors';
import { claimIdempotencyKey, requestHashOf, storeIdempotentAnswer, type StoredAnswer } from '../lib/idempotency';
import { audit, type WriteContext } from '../lib/write-context';
import { loadLineGroups, loadPaymentStudent, minimumPricesFor } from './payment-classes';

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

// What the form cannot know for sure: the student, groups and types exist, each line's subject is its group's,
// and the total is not below the calculated minimum (read under the student's lock, so with the prices of now).
const checkAgainstDatabase = async (tx: Tx, body: AddPaymentBody) => {
  const student = await loadPaymentStudent(tx, body.student);
  if (!student) throw field('student', STUDENT_NOT_FOUND);
  const classIds = body.paymentDetails.map((line) => line.classId);
  const groups = await loadLineGroups(tx, classIds);
  body.paymentDetails.forEach((line, index) => {
    const group = groups.get(line.classId);
    if (!group) throw field(`paymentDetails.${index}.classId`, GROUP_NOT_FOUND);
    if (line.subjectId != null && line.subjectId !== group.subjectId) throw field(`paymentDetails.${index}.subjectId`, SUBJECT_NOT_OF_GROUP);
  });
  const lineSubjects = new Set(classIds.map((classId) => groups.get(classId)!.subjectId));
  if (body.subjects.length > 0 && (body.subjects.length !== lineSubjects.size || body.subjects.some((id) => !lineSubjects.has(id)))) {
    throw field('subjects', SUBJECTS_NOT_LINES);
  }
  const known = await tx.select({ id: paymentDescriptors.id }).from(paymentDescriptors).where(inArray(paymentDescriptors.id, body.descriptors));
  if (known.length !== body.descriptors.length) throw field('descriptors', DESCRIPTOR_NOT_FOUND);
  const problem = totalAgainstMinimum(body, await minimumPricesFor(tx, student, classIds));
  if (problem) throw field('totalAmount', problem);
  return { subjectOf: (classId: number) => groups.get(classId)!.subjectId };
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

// POST addPayment in one transaction: the idempotency key, the student's lock, the checks, the duplicate check,
// then the payment, its details, its types and the audit row. Any refusal throws and so writes nothing (the key
// goes with it).
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
  await tx.execute(sql`select pg_advisory_xact_lock(${PAYMENT_STUDENT_LOCK}::int, ${body.student}::int)`);
  const { subjectOf } = await checkAgainstDatabase(tx, body);
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
  const [payment] = await tx.insert(payments).values(values).returning({ id: payments.id });
  const details = await tx
    .insert(paymentDetails)
    .values(
      lines.map((line) => ({
        paymentId: payment.id,
        classId: line.classId,
        subjectId: line.subjectId,
        amount: fromKopecks(line.amount),
        classCycle: line.classCycle,
        lessonAmount: line.lessonAmount,
      })),
    )
    .returning();
  await tx.insert(paymentDescriptorLinks).values(body.descriptors.map((descriptorId) => ({ paymentId: payment.id, descriptorId })));
  await audit(context, 'create', 'payments', payment.id, null, {
    ...values,
    descriptorIds: body.descriptors,
    details: details.map(({ paymentId: _paymentId, ...detail }) => detail),
    possibleDuplicateConfirmed: body.possibleDuplicateConfirmed,
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });
  const answer = { status: 201, body: { paymentId: payment.id } };
  if (claim) await storeIdempotentAnswer(tx, claim, answer);
  return answer;
};
