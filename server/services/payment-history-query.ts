import { eq } from 'drizzle-orm';
import { isCalendarDay } from '../../resources/field-rules';
import { students } from '../db/schema/index';
import type { DbOrTx } from '../db/types';
import { BadRequestError, NotFoundError } from '../errors';
import type { ListQuery } from '../lib/list-query';

const DATE_KEYS = ['paymentDate', 'paymentDate_gte', 'paymentDate_lte'];

// A date filter that is no calendar day is the client's mistake, told in words (the database would only say
// 'Некорректные данные').
export const checkPaymentListQuery = (query: ListQuery): ListQuery => {
  for (const key of DATE_KEYS) {
    const raw = query[key];
    if (raw === undefined) continue;
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      if (!isCalendarDay(value)) throw new BadRequestError(`Параметр ${key}: дата в виде ГГГГ-ММ-ДД`);
    }
  }
  return query;
};

// An unknown student is a 404; a known one without payments has an empty list.
export const ensureStudent = async (db: DbOrTx, studentId: number) => {
  const [row] = await db.select({ id: students.id }).from(students).where(eq(students.id, studentId));
  if (!row) throw new NotFoundError('Ученик не найден');
};
