import { z } from 'zod';
import { defineResource, type FieldDeclaration } from '../define';
import { money as moneyText, rowId, rowText } from '../row-fields';

// A tariff (core.md §3, money.md §3). Money travels as decimal strings, "1500.00" (numeric(12,2)).
export const subjectPricingRowSchema = z.object({
  subjectPricingId: rowId,
  subjectPricingName: rowText,
  priceForFirstSubject: moneyText,
  priceForSecondSubject: moneyText,
  priceForThirdSubject: moneyText,
  priceWithDiscount: moneyText,
  basePriceForCycle: moneyText.nullable(),
  basePriceForLesson: moneyText.nullable(),
  oldPriceForFirstSubject: moneyText.nullable(),
  oldPriceForSecondSubject: moneyText.nullable(),
  oldPriceForThirdSubject: moneyText.nullable(),
  oldPriceWithDiscount: moneyText.nullable(),
});
export type SubjectPricingRow = z.infer<typeof subjectPricingRowSchema>;

export const PRICE_NOT_INTEGER = 'Цена должна быть целым числом';
export const PRICE_NOT_POSITIVE = 'Цена должна быть больше 0';
export const DISCOUNT_ABOVE_FIRST = 'Цена со скидкой должна быть меньше или равна цене за первый предмет';
const MAX_PRICE = 1_000_000_000; // well inside numeric(12,2)

const DECIMAL = /^\d+(?:[.,]\d+)?$/;

// A price as the grid and the API write it (1500, "1500", "1500.00") → whole roubles, or a message.
const wholeRoubles = (value: unknown): number | string => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (typeof value === 'number' && !Number.isFinite(value)) return PRICE_NOT_INTEGER;
  if (/^-/.test(text)) return PRICE_NOT_POSITIVE;
  if (!DECIMAL.test(text)) return PRICE_NOT_INTEGER;
  const [whole, fraction = ''] = text.split(/[.,]/);
  if (/[1-9]/.test(fraction)) return PRICE_NOT_INTEGER;
  const roubles = Number(whole);
  if (roubles < 1) return PRICE_NOT_POSITIVE;
  if (roubles > MAX_PRICE) return 'Цена слишком большая';
  return roubles;
};

// A required price → "1500.00", the API's own notation.
export const priceRule = z.unknown().transform((value, context) => {
  const roubles = wholeRoubles(value);
  if (typeof roubles === 'string') {
    context.addIssue({ code: 'custom', message: roubles });
    return z.NEVER;
  }
  return `${roubles}.00`;
});

// An optional price: empty → null.
export const optionalPriceRule = z.unknown().optional().transform((value, context): string | null => {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null;
  const roubles = wholeRoubles(value);
  if (typeof roubles === 'string') {
    context.addIssue({ code: 'custom', message: roubles });
    return z.NEVER;
  }
  return `${roubles}.00`;
});

export const pricingNameRule = z
  .string({ error: 'Название тарифа обязательно' })
  .trim()
  .min(2, 'Название тарифа обязательно')
  .max(100, 'Название не должно превышать 100 символов');

const requiredPrices = ['priceForFirstSubject', 'priceForSecondSubject', 'priceForThirdSubject', 'priceWithDiscount'] as const;
const optionalPrices = [
  'basePriceForCycle',
  'basePriceForLesson',
  'oldPriceForFirstSubject',
  'oldPriceForSecondSubject',
  'oldPriceForThirdSubject',
  'oldPriceWithDiscount',
] as const;

export const subjectPricingFields = {
  subjectPricingName: pricingNameRule,
  ...Object.fromEntries(requiredPrices.map((key) => [key, priceRule])),
  ...Object.fromEntries(optionalPrices.map((key) => [key, optionalPriceRule])),
} as Record<'subjectPricingName', typeof pricingNameRule> &
  Record<(typeof requiredPrices)[number], typeof priceRule> &
  Record<(typeof optionalPrices)[number], typeof optionalPriceRule>;

// money.md §5: the discount price must not exceed the first-subject price. On the server's parsed body and on
// the grid's typed row alike (a price the rules refuse is left to its own message).
export const discountAboveFirst = (row: Record<string, unknown>) => {
  const discount = wholeRoubles(row.priceWithDiscount);
  const first = wholeRoubles(row.priceForFirstSubject);
  if (typeof discount !== 'number' || typeof first !== 'number' || discount <= first) return undefined;
  return { field: 'priceWithDiscount', message: DISCOUNT_ABOVE_FIRST };
};

// money.md §5 "Tariff" (core.md §5.7): POST subject-pricing and PATCH subject-pricing/{id}.
export const subjectPricingSchema = z
  .strictObject({ id: z.number().int().optional(), subjectPricingId: z.number().int().optional(), ...subjectPricingFields })
  .superRefine((tariff, context) => {
    const problem = discountAboveFirst(tariff);
    if (problem) context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type SubjectPricingInput = z.input<typeof subjectPricingSchema>;
export type SubjectPricingBody = z.output<typeof subjectPricingSchema>;

const money = (label: string, rule: z.ZodType, defaultValue: unknown): FieldDeclaration => ({
  kind: 'money',
  label,
  rule,
  defaultValue,
  column: { width: 150 },
});

// money.md §2 "Subject pricing tariffs": a new row has 0 for the first four prices and null for the rest.
export const subjectPricing = defineResource<SubjectPricingRow>({
  name: 'subject-pricing',
  routes: 'own',
  subject: 'Payment',
  label: { one: 'Тариф', many: 'Тарифы' },
  menu: { parent: 'Платежи', icon: 'pricing' },
  page: { path: '/payments/subject-pricing', title: 'Тарифы', action: 'manage' },
  idField: 'subjectPricingId',
  api: {
    list: 'subject-pricing-info',
    create: { method: 'POST', path: 'subject-pricing' },
    update: { method: 'PATCH', path: 'subject-pricing/:id' },
    remove: { method: 'DELETE', path: 'subject-pricing/:id' },
  },
  storageKey: 'subject-pricing',
  addLabel: 'Добавить формат',
  rowCheck: discountAboveFirst,
  fields: {
    subjectPricingName: { kind: 'text', label: 'Название тарифа', rule: pricingNameRule, column: { width: 220 } },
    priceForFirstSubject: money('Цена за первый предмет', priceRule, '0'),
    priceForSecondSubject: money('Цена за второй предмет', priceRule, '0'),
    priceForThirdSubject: money('Цена за третий предмет', priceRule, '0'),
    priceWithDiscount: money('Цена со скидкой', priceRule, '0'),
    basePriceForCycle: money('Базовая цена за цикл', optionalPriceRule, null),
    basePriceForLesson: money('Базовая цена за урок', optionalPriceRule, null),
    oldPriceForFirstSubject: money('Старая цена за первый предмет', optionalPriceRule, null),
    oldPriceForSecondSubject: money('Старая цена за второй предмет', optionalPriceRule, null),
    oldPriceForThirdSubject: money('Старая цена за третий предмет', optionalPriceRule, null),
    oldPriceWithDiscount: money('Старая цена со скидкой', optionalPriceRule, null),
  },
  toasts: {
    // money.md §8 "Tariffs"
    created: 'Новый формат успешно добавлен!',
    updated: 'Формат успешно обновлен!',
    deleted: 'Формат успешно удален!',
    createFailed: 'Ошибка при добавлении формата',
    updateFailed: 'Ошибка при обновлении формата',
    deleteFailed: 'Ошибка при удалении формата',
  },
});
