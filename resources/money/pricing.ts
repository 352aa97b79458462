import type { SubjectPricingRow } from '../subject-pricing';
import { formatKopecks, toKopecks } from './kopecks';

// A tariff as subject-pricing-info returns it (prices are numeric(12,2) strings); the id is not needed here.
export type Tariff = Omit<SubjectPricingRow, 'subjectPricingId'>;
export type PricingStudent = { eligibleForDiscountPrice: boolean; eligibleForOldPrice: boolean };
export type Tier = 1 | 2 | 3;
export type PricedGroup = { classId: number; tariff: Tariff | null };

export const NO_TARIFF = 'Тариф не назначен';

export type PriceField =
  | 'priceForFirstSubject'
  | 'priceForSecondSubject'
  | 'priceForThirdSubject'
  | 'priceWithDiscount'
  | 'oldPriceForFirstSubject'
  | 'oldPriceForSecondSubject'
  | 'oldPriceForThirdSubject'
  | 'oldPriceWithDiscount';
type Columns = { current: PriceField; old: PriceField };
const tierFields: Record<Tier, Columns> = {
  1: { current: 'priceForFirstSubject', old: 'oldPriceForFirstSubject' },
  2: { current: 'priceForSecondSubject', old: 'oldPriceForSecondSubject' },
  3: { current: 'priceForThirdSubject', old: 'oldPriceForThirdSubject' },
};
const discountFields = { current: 'priceWithDiscount', old: 'oldPriceWithDiscount' } as const;

// The same words as the tariff grid's column titles (resources/subject-pricing/index.ts), in lower case.
const fieldWords: Record<PriceField, string> = {
  priceForFirstSubject: 'цена за первый предмет',
  priceForSecondSubject: 'цена за второй предмет',
  priceForThirdSubject: 'цена за третий предмет',
  priceWithDiscount: 'цена со скидкой',
  oldPriceForFirstSubject: 'старая цена за первый предмет',
  oldPriceForSecondSubject: 'старая цена за второй предмет',
  oldPriceForThirdSubject: 'старая цена за третий предмет',
  oldPriceWithDiscount: 'старая цена со скидкой',
};

// What a student pays for one whole cycle of one group, and how it was chosen.
export type CyclePrice = {
  kopecks: number;
  tariffName: string;
  tier: Tier;
  tierField: PriceField; // the tier's price column used (an old* one when the old price applied)
  tierKopecks: number;
  discountField: PriceField | null; // null: the student has no discount
  discountKopecks: number | null;
  discountApplied: boolean; // the discount price was lower than the tier price, so it is the price
  priceField: PriceField; // the column the price came from
  oldPriceUsed: boolean; // that column is an old* one
  text: string; // 'Тариф «Стандарт»: цена за второй предмет 5 800 ₽, цена со скидкой 5 600 ₽ ниже → 5 600 ₽'
};

// An old price applies when the student is eligible and the tariff has it; otherwise the current one (docs/money.md §2).
const chosenField = (tariff: Tariff, fields: Columns, student: PricingStudent): PriceField =>
  student.eligibleForOldPrice && tariff[fields.old] != null ? fields.old : fields.current;

const kopecksOf = (tariff: Tariff, field: PriceField): number => {
  const kopecks = toKopecks(tariff[field]);
  if (kopecks == null) throw new RangeError(`Тариф «${tariff.subjectPricingName}»: нет цены ${field}`);
  return kopecks;
};

// The tier's own price for this student, before any discount: what orders the student's groups.
const tierPrice = (tariff: Tariff, student: PricingStudent, tier: Tier) => {
  const field = chosenField(tariff, tierFields[tier], student);
  return { field, kopecks: kopecksOf(tariff, field) };
};

export const cyclePrice = (tariff: Tariff, student: PricingStudent, tier: Tier): CyclePrice => {
  const base = tierPrice(tariff, student, tier);
  const discountField = student.eligibleForDiscountPrice ? chosenField(tariff, discountFields, student) : null;
  const discount = discountField ? { field: discountField, kopecks: kopecksOf(tariff, discountField) } : null;
  // a discount is a ceiling: it never makes a subject dearer than it is without one (docs/money.md §2)
  const discountApplied = discount != null && discount.kopecks < base.kopecks;
  const charged = discountApplied ? discount : base;
  const head = `Тариф «${tariff.subjectPricingName}»: ${fieldWords[base.field]} ${formatKopecks(base.kopecks)}`;
  const comparison = discountApplied ? 'ниже' : 'не ниже';
  const text = discount
    ? `${head}, ${fieldWords[discount.field]} ${formatKopecks(discount.kopecks)} ${comparison} → ${formatKopecks(charged.kopecks)}`
    : head;
  return {
    kopecks: charged.kopecks,
    tariffName: tariff.subjectPricingName,
    tier,
    tierField: base.field,
    tierKopecks: base.kopecks,
    discountField,
    discountKopecks: discount?.kopecks ?? null,
    discountApplied,
    priceField: charged.field,
    oldPriceUsed: charged.field.startsWith('old'),
    text,
  };
};

// A student's groups with a tariff, dearest first-subject price (for this student) first, then the lower group id:
// the 1st gets the first-subject price, the 2nd the second, every further one the third. Groups without a tariff
// take no place. The order of the input does not matter.
export const assignTiers = (student: PricingStudent, groups: readonly PricedGroup[]): Map<number, Tier> => {
  const ranked = groups
    .filter((group): group is { classId: number; tariff: Tariff } => group.tariff != null)
    .map((group) => ({ classId: group.classId, firstPrice: tierPrice(group.tariff, student, 1).kopecks }))
    .sort((left, right) => right.firstPrice - left.firstPrice || left.classId - right.classId);
  return new Map(ranked.map((group, index) => [group.classId, Math.min(index + 1, 3) as Tier]));
};

export type GroupPrice = { classId: number; price: CyclePrice | null };

// The cycle price of each of a student's active groups, in the order given; null where the group has no tariff.
export const studentCyclePrices = (student: PricingStudent, groups: readonly PricedGroup[]): GroupPrice[] => {
  const tiers = assignTiers(student, groups);
  return groups.map(({ classId, tariff }) => {
    const tier = tiers.get(classId);
    return { classId, price: tariff && tier ? cyclePrice(tariff, student, tier) : null };
  });
};
