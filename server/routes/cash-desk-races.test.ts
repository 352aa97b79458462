import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordExists } from '../../resources/money/cash-desk';
import { dayInTimeZone } from '../../resources/school-year';
import { dailyChangeRecords } from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/app';

// One record per day, race-free (issue 9): twenty admins opening today at once get one record, one 201 and
// nineteen 409s with the Russian message, never a 500. The unique record_date decides (on PGlite every
// transaction is serialised anyway: run it with TEST_DATABASE_URL for the real race).
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor('admin');
});
afterAll(async () => {
  await t?.close();
});

describe('opening today concurrently', () => {
  it('makes one record of 20 concurrent openings; the others are told the desk is already open', async () => {
    const today = dayInTimeZone(new Date(), 'Europe/Moscow');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        t.app.inject({
          method: 'POST',
          url: '/api/daily-change-record',
          payload: { recordDate: today, startAmount: String(1000 + index) },
          headers: { authorization: `Bearer ${token}` },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    for (const answer of answers.filter((candidate) => candidate.statusCode === 409)) expect(answer.json()).toEqual({ message: recordExists(today) });
    const rows = await t.db.select().from(dailyChangeRecords).where(eq(dailyChangeRecords.recordDate, today));
    expect(rows).toHaveLength(1);
    const winner = answers.find((answer) => answer.statusCode === 201)!.json() as { id: number; startAmount: string };
    expect(rows[0]).toMatchObject({ id: winner.id, startAmount: winner.startAmount });
  });
});
