import { describe, expect, it } from 'vitest';
import '../zod-config';
import {
  addPaymentBodySchema,
  AMOUNT_NOT_POSITIVE,
  AMOUNT_TOO_MANY_DECIMALS,
  CHANGE_NEGATIVE,
  CYCLE_TOO_SMALL,
  DESCRIPTOR_REQUIRED,
  editPaymentBodySchema,
  GROUP_REQUIRED,
  LESSONS_TOO_FEW,
  LINE_AMOUNT_MISSING,
  LINE_GROUP_TWICE,
  PAID_BY_CLIENT_MISMATCH,
  PAYMENT_DATE_REQUIRED,
  STUDENT_REQUIRED,
  SUBJECT_REQUIRED,
  TOTAL_BELOW_MINIMUM,
  TOTAL_IS_ZERO,
  TOTAL_NOT_SUM,
  totalAgainstMinimum,
} from './payment-body';

const line = { classId: 11, amount: '6400', classCycle: 2, lessonAmount: 8 };
const body = { student: 7, paymentDate: '2025-03-01', totalAmount: '6400', descriptors: [1], paymentDetails: [line] };

const messagesOf = (input: unknown) => {
  const result = addPaymentBodySchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('addPaymentBodySchema', () => {
  it('reads a typed payment into kopecks and ids', () => {
    const parsed = addPaymentBodySchema.parse({
      ...body,
      student: 'http://x/api/students/7',
      totalAmount: '6 400,50',
      paymentDetails: [{ ...line, amount: '6400,5', classId: 'http://x/api/classes/11' }],
      change: '99,50',
      totalAmountPaidByClient: '6500',
    });
    expect(parsed).toMatchObject({ student: 7, totalAmount: 640050, change: 9950, totalAmountPaidByClient: 650000 });
    expect(parsed.paymentDetails[0]).toMatchObject({ classId: 11, amount: 640050, classCycle: 2, lessonAmount: 8 });
    expect(parsed.possibleDuplicateConfirmed).toBe(false);
  });

  it('names every missing field of the form', () => {
    expect(messagesOf({})).toEqual([
      ['student', STUDENT_REQUIRED],
      ['paymentDate', PAYMENT_DATE_REQUIRED],
      ['totalAmount', TOTAL_IS_ZERO],
      ['descriptors', DESCRIPTOR_REQUIRED],
      ['paymentDetails', SUBJECT_REQUIRED],
    ]);
    expect(messagesOf({ ...body, descriptors: [], paymentDetails: [] })).toEqual([
      ['descriptors', DESCRIPTOR_REQUIRED],
      ['paymentDetails', SUBJECT_REQUIRED],
    ]);
  });

  it('checks each line', () => {
    expect(messagesOf({ ...body, paymentDetails: [{ classId: null, amount: '', classCycle: 0, lessonAmount: 0 }] })).toEqual([
      ['paymentDetails.0.classId', GROUP_REQUIRED],
      ['paymentDetails.0.amount', LINE_AMOUNT_MISSING],
      ['paymentDetails.0.classCycle', CYCLE_TOO_SMALL],
      ['paymentDetails.0.lessonAmount', LESSONS_TOO_FEW],
    ]);
    expect(messagesOf({ ...body, paymentDetails: [{ ...line, amount: '0' }] })).toEqual([['paymentDetails.0.amount', AMOUNT_NOT_POSITIVE]]);
    expect(messagesOf({ ...body, paymentDetails: [{ ...line, amount: '-5' }] })).toEqual([['paymentDetails.0.amount', AMOUNT_NOT_POSITIVE]]);
    expect(messagesOf({ ...body, paymentDetails: [{ ...line, amount: '10,123' }] })).toEqual([
      ['paymentDetails.0.amount', AMOUNT_TOO_MANY_DECIMALS],
    ]);
    expect(messagesOf({ ...body, paymentDetails: [line, line] })).toEqual([['paymentDetails', LINE_GROUP_TWICE]]);
  });

  it('checks the total, the change and the cash handed over', () => {
    expect(messagesOf({ ...body, totalAmount: '0' })).toEqual([['totalAmount', TOTAL_IS_ZERO]]);
    expect(messagesOf({ ...body, totalAmount: '6400,001' })).toEqual([['totalAmount', AMOUNT_TOO_MANY_DECIMALS]]);
    expect(messagesOf({ ...body, totalAmount: '6399,99' })).toEqual([['totalAmount', TOTAL_NOT_SUM]]);
    expect(messagesOf({ ...body, change: '-1' })).toEqual([['change', CHANGE_NEGATIVE]]);
    expect(messagesOf({ ...body, change: '100', totalAmountPaidByClient: '6400' })).toEqual([
      ['totalAmountPaidByClient', PAID_BY_CLIENT_MISMATCH],
    ]);
    expect(messagesOf({ ...body, change: '0,00' })).toEqual([]);
    expect(messagesOf({ ...body, paymentDate: '2025-02-30' })).toEqual([['paymentDate', 'Неверная дата']]);
  });

  it('checks the total against the calculated minimum (docs/money.md example 6)', () => {
    const prices = new Map([[11, { cycleKopecks: 640000, lessonsPerCycle: 8 }]]);
    const parsed = (total: string) => addPaymentBodySchema.parse({ ...body, totalAmount: total, paymentDetails: [{ ...line, amount: total }] });
    expect(totalAgainstMinimum(parsed('6399,99'), prices)).toBe(TOTAL_BELOW_MINIMUM);
    expect(totalAgainstMinimum(parsed('6400'), prices)).toBeNull();
    expect(totalAgainstMinimum(parsed('0,01'), new Map())).toBeNull();
  });
});

describe('editPaymentBodySchema', () => {
  it('takes the total as the sum of the details', () => {
    const { student: _student, ...edit } = body;
    const parsed = editPaymentBodySchema.parse({ ...edit, totalAmount: null, paymentDetails: [line, { ...line, classCycle: 3, amount: '0,5' }] });
    expect(parsed.totalAmount).toBe(640050);
    const refused = editPaymentBodySchema.safeParse({ ...edit, totalAmount: '1' });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([TOTAL_NOT_SUM]);
  });
});
