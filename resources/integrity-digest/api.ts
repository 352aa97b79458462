import { z } from 'zod';

// GET integrity-digest (docs/api-operations.md "Daily integrity digest"): today's lines, computed when asked, or a
// stored past day's.
export const BAD_DIGEST_DATE = 'Дата сводки должна быть в формате ГГГГ-ММ-ДД';
export const FUTURE_DIGEST_DATE = 'Сводки за будущий день нет';
export const NO_STORED_DIGEST = 'Сводка за этот день не сохранена';

const isCalendarDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

export const digestQuerySchema = z.strictObject(
  {
    date: z
      .string({ error: BAD_DIGEST_DATE })
      .regex(/^\d{4}-\d{2}-\d{2}$/, BAD_DIGEST_DATE)
      .refine(isCalendarDay, BAD_DIGEST_DATE)
      .optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Неизвестный параметр запроса: ${issue.keys.join(', ')}` : undefined) },
);

const itemSchema = z.object({ label: z.string(), link: z.string() });
export const digestLineSchema = z.object({ key: z.string(), text: z.string(), link: z.string().nullable(), count: z.number().int(), items: z.array(itemSchema), more: z.number().int() });
const deliverySchema = z.object({ staffId: z.number().int(), name: z.string(), outcome: z.enum(['queued', 'no-telegram']) });

export const digestAnswerSchema = z.object({
  date: z.string(),
  today: z.string(),
  // stored: the 09:00 digest of that day as it was sent; live: computed for this request (today before 09:00 or a refresh)
  source: z.enum(['stored', 'live']),
  builtAt: z.string(),
  // when the ledger line was checked: builtAt, or the last stored digest's time when a live read took its line
  ledgerCheckedAt: z.string(),
  lines: z.array(digestLineSchema),
  delivery: z.array(deliverySchema),
});
export type DigestAnswer = z.infer<typeof digestAnswerSchema>;
