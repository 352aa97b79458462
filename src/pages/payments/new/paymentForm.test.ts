import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import '../../../../resources/zod-config';
import type { PaymentClassRow } from '../../../../resources/payment-new';
import { checkPaymentForm, fieldOf, lineOf, minimumOf, pricesOf, toPaymentInput, totalKopecksOf, typedAmount } from './paymentForm';

const row = (overrides: Partial<PaymentClassRow> = {}): PaymentClassRow => ({
  classId: 11,
  className: 'Математика 9А',
  subjectId: 1,
  subjectName: 'Математика',
  teacherName: 'Иванова',
  classCycle: 2,
  lessonAmount: 8,
  lessonsPerCycle: 8,
  cyclePrice: '6400.00',
  amount: '6400.00',
  priceExplanation: 'Тариф «Стандарт»: цена за первый предмет 6 400 ₽',
  paidCycles: [1],
  ...overrides,
});
const physics = row({ classId: 12, subjectId: 2, cyclePrice: '3600.00', amount: '2250.00', lessonAmount: 5, classCycle: 1 });
const prices = pricesOf([row(), physics]);
const values = { student: 7, paymentDate: dayjs('2025-02-03'), descriptors: [1], lines: [lineOf(row()), lineOf(physics)], change: '' };

describe('the add-payment form', () => {
  it('prefills a line as a person would type it', () => {
    expect(lineOf(physics)).toEqual({ classId: 12, subjectId: 2, amount: '2250', classCycle: 1, lessonAmount: 5 });
    expect(typedAmount('2688.12')).toBe('2688,12');
    expect(typedAmount(null)).toBe('');
  });

  it('totals the lines to the kopeck and prices the minimum of the lines chosen', () => {
    expect(totalKopecksOf([{ amount: '0,1' }, { amount: '0,2' }, { amount: 'сто' }])).toBe(30);
    expect(minimumOf(values.lines, prices).kopecks).toBe(865_000);
    expect(minimumOf([{ classId: 11, lessonAmount: 4 }], prices).kopecks).toBe(320_000);
  });

  it('sends the sum of the lines as the total and the cash handed over', () => {
    expect(toPaymentInput({ ...values, change: '350' })).toMatchObject({
      student: 7,
      paymentDate: '2025-02-03',
      totalAmount: '8650.00',
      subjects: [1, 2],
      totalAmountPaidByClient: '9000.00',
      possibleDuplicateConfirmed: false,
    });
    expect(toPaymentInput(values, true).possibleDuplicateConfirmed).toBe(true);
  });

  it('says every message of money.md §5 at its field', () => {
    expect(checkPaymentForm({ paymentDate: null, lines: [] }, prices).messages).toEqual([
      { name: ['student'], errors: ['Выберите ученика'] },
      { name: ['paymentDate'], errors: ['Дата платежа обязательна'] },
      { name: ['total'], errors: ['Сумма не должна быть равна 0'] },
      { name: ['descriptors'], errors: ['Выберите хотя бы один тип платежа'] },
      { name: ['lines'], errors: ['Выберите хотя бы один предмет'] },
    ]);
    const badLine = { ...values, change: '-1', lines: [{ ...lineOf(row()), amount: '', classCycle: 0 }] };
    expect(checkPaymentForm(badLine, prices).messages).toEqual([
      // no line amount: the total (their sum) is 0 too
      { name: ['total'], errors: ['Сумма не должна быть равна 0'] },
      { name: ['lines', 0, 'amount'], errors: ['Укажите сумму для всех предметов'] },
      { name: ['lines', 0, 'classCycle'], errors: ['Цикл должен быть больше или равен 1'] },
      { name: ['change'], errors: ['Сдача не может быть отрицательной'] },
    ]);
    const below = { ...values, lines: [{ ...lineOf(row()), amount: '6399,99' }] };
    expect(checkPaymentForm(below, prices).messages).toEqual([{ name: ['total'], errors: ['Сумма не может быть меньше рассчитанной'] }]);
    expect(checkPaymentForm(values, prices).body?.totalAmount).toBe(865_000);
  });

  it('maps a body path to the form field', () => {
    expect(fieldOf(['paymentDetails', 2, 'lessonAmount'])).toEqual(['lines', 2, 'lessonAmount']);
    expect(fieldOf(['totalAmountPaidByClient'])).toEqual(['total']);
  });
});
