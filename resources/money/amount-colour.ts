import type { SubjectPricingRow } from '../subject-pricing';
import { toKopecks } from './kopecks';

export type AmountColour = 'red' | 'orange' | 'green';

export const ORANGE_SHARE_PERCENT = 60;

// money.md §4: a payment amount in a cycle table is red at zero, green when positive, and orange below 60% of the
// discounted price (the old discounted price when the tariff has one). No payment, no colour.
export const amountColour = (
  amountKopecks: number | null | undefined,
  tariff: Pick<SubjectPricingRow, 'priceWithDiscount' | 'oldPriceWithDiscount'> | null | undefined,
): AmountColour | undefined => {
  if (amountKopecks == null) return undefined;
  if (amountKopecks <= 0) return 'red';
  const discounted = tariff ? toKopecks(tariff.oldPriceWithDiscount ?? tariff.priceWithDiscount) : null;
  // amount < 60% of the price, compared in integers
  if (discounted != null && amountKopecks * 100 < discounted * ORANGE_SHARE_PERCENT) return 'orange';
  return 'green';
};
