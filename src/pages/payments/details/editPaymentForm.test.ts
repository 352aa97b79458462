import { describe, expect, it } from 'vitest';
import { AMOUNT_TOO_MANY_DECIMALS, PAYMENT_DATE_REQUIRED, SUBJECT_REQUIRED } from '../../../../resources/money/payment-body';
import type { PaymentRow } from '../../../../resources/payment-history';
import { totalKopecksOf } from '../new/paymentForm';
import { checkEditForm, formOfPayment, groupRowsFor } from './editPaymentForm';

const line = (id: number, classId: number, amount: string) => ({
  paymentDetailId: id,
  detailId: id,
  classId,
  className: `Группа ${classId}`,
  subjectId: 1,
  subjectName: 'Математика',
  amount,
  classCycle: 2,
  lessonAmount: 8,
  cycleStartDate: null,
  cycleEndDate: null,
});

const payment: PaymentRow = {
  paymentId: 7,
  studentId: 3,
  studentName: 'Анна Петрова',
  paymentDate: '2026-03-01',
  totalAmount: '8400.50',
  paymentComment: null,
  descriptors: [1],
  paymentDescriptors: [{ paymentDescriptorId: 1, paymentDescriptorName: 'Наличные' }],
  paymentDetails: [line(11, 5, '6400.00'), line(12, 6, '2000.50')],
  totalAmountPaidByClient: null,
  paymentAmountPaidByClient: '8400.50',
  version: 2,
};

describe('the edit-payment form', () => {
  it('starts from the payment as typed amounts, and its total is the sum of the lines', () => {
    const values = formOfPayment(payment);
    expect(values.lines?.map((entry) => entry.amount)).toEqual(['6400', '2000,50']);
    expect(totalKopecksOf(values.lines)).toBe(840_050);
    const { body, input } = checkEditForm(values);
    expect(input.paymentDetails?.map((entry) => entry.paymentDetailId)).toEqual([11, 12]);
    expect(body).toMatchObject({ paymentDate: '2026-03-01', totalAmount: 840_050, descriptors: [1], paymentComment: null });
  });

  it('shows the shared schema messages on the fields of the form', () => {
    const values = formOfPayment(payment);
    values.lines![1].amount = '1,005';
    values.paymentDate = null;
    const { body, messages } = checkEditForm(values);
    expect(body).toBeUndefined();
    expect(messages).toEqual(
      expect.arrayContaining([
        { name: ['lines', 1, 'amount'], errors: [AMOUNT_TOO_MANY_DECIMALS] },
        { name: ['paymentDate'], errors: [PAYMENT_DATE_REQUIRED] },
      ]),
    );
    expect(checkEditForm({ ...formOfPayment(payment), lines: [] }).messages).toEqual([{ name: ['lines'], errors: [SUBJECT_REQUIRED] }]);
  });

  it("offers the student's groups and the payment's own groups the student has left, once each", () => {
    const rows = groupRowsFor(payment, []);
    expect(rows.map((row) => [row.classId, row.className])).toEqual([
      [5, 'Группа 5'],
      [6, 'Группа 6'],
    ]);
  });
});
