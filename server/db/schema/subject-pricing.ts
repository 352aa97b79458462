import { sql } from 'drizzle-orm';
import { check, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { identityId } from './columns';

const price = (name: string) => numeric(name, { precision: 12, scale: 2 });

// Tariffs (core.md §3, money.md §3): the first four prices are required, the rest optional.
export const subjectPricing = pgTable(
  'subject_pricing',
  {
    id: identityId(),
    name: text('name').notNull(),
    priceForFirstSubject: price('price_for_first_subject').notNull(),
    priceForSecondSubject: price('price_for_second_subject').notNull(),
    priceForThirdSubject: price('price_for_third_subject').notNull(),
    priceWithDiscount: price('price_with_discount').notNull(),
    basePriceForCycle: price('base_price_for_cycle'),
    basePriceForLesson: price('base_price_for_lesson'),
    oldPriceForFirstSubject: price('old_price_for_first_subject'),
    oldPriceForSecondSubject: price('old_price_for_second_subject'),
    oldPriceForThirdSubject: price('old_price_for_third_subject'),
    oldPriceWithDiscount: price('old_price_with_discount'),
  },
  (table) => [
    check(
      'subject_pricing_prices_positive',
      sql`${table.priceForFirstSubject} > 0 and ${table.priceForSecondSubject} > 0 and ${table.priceForThirdSubject} > 0 and ${table.priceWithDiscount} > 0`,
    ),
    check('subject_pricing_discount_not_above_first', sql`${table.priceWithDiscount} <= ${table.priceForFirstSubject}`),
  ],
);
