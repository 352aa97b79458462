import { sumText } from './explain';
import { divideRounded, formatKopecks } from './kopecks';
import { NO_TARIFF } from './pricing';

// money.md §5 "Payment form"
export const TOTAL_IS_ZERO = 'Сумма не должна быть равна 0';
export const TOTAL_BELOW_MINIMUM = 'Сумма не может быть меньше рассчитанной';
export const MINIMUM_TOTAL_KOPECKS = 1;

// One per-subject line of the payment form: the student's cycle price of its group (pricing.ts) and the lessons paid.
export type PaymentLineInput = { cycleKopecks: number | null; lessons: number; lessonsPerCycle: number };
export type LinePrice = { kopecks: number | null; text: string };

// A whole cycle costs the cycle price; any other number of lessons its share, rounded once, half up.
export const paymentLinePrice = ({ cycleKopecks, lessons, lessonsPerCycle }: PaymentLineInput): LinePrice => {
  if (cycleKopecks == null) return { kopecks: null, text: NO_TARIFF };
  if (lessons === lessonsPerCycle) return { kopecks: cycleKopecks, text: formatKopecks(cycleKopecks) };
  const kopecks = divideRounded(cycleKopecks * lessons, lessonsPerCycle);
  return { kopecks, text: `${formatKopecks(cycleKopecks)} × ${lessons} / ${lessonsPerCycle} = ${formatKopecks(kopecks)}` };
};

export type PaymentMinimum = { kopecks: number; lines: LinePrice[]; text: string };

// The calculated minimum of a payment: the sum of its lines' prices, and never below 0.01 ₽ (lines without a tariff
// add nothing).
export const paymentMinimum = (lines: readonly PaymentLineInput[]): PaymentMinimum => {
  const priced = lines.map(paymentLinePrice);
  const amounts = priced.flatMap((line) => (line.kopecks == null ? [] : [line.kopecks]));
  const sum = amounts.reduce((total, amount) => total + amount, 0);
  if (sum < MINIMUM_TOTAL_KOPECKS) {
    return { kopecks: MINIMUM_TOTAL_KOPECKS, lines: priced, text: `Не меньше ${formatKopecks(MINIMUM_TOTAL_KOPECKS)}` };
  }
  return { kopecks: sum, lines: priced, text: sumText(amounts) };
};

// The total of the payment form against its minimum: null when it passes.
export const checkPaymentTotal = (totalKopecks: number, minimumKopecks: number): string | null => {
  if (totalKopecks < MINIMUM_TOTAL_KOPECKS) return TOTAL_IS_ZERO;
  return totalKopecks < minimumKopecks ? TOTAL_BELOW_MINIMUM : null;
};
