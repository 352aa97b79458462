import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DigestAnswer } from '../../resources/integrity-digest/api';
import { previousDay } from '../../resources/integrity-digest/schedule';
import { dayInTimeZone } from '../../resources/school-year';
import { queryRows } from '../db/rows';
import { dailyChangeRecords, integrityDigests, payments, schoolClasses, sheetSyncErrors, staff, students } from '../db/schema/index';
import { createTestApp, rowCounts, type DemoLogin, type TestApp } from '../test/app';
import { expectBadRequest, expectStatus } from '../test/expect';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const today = () => dayInTimeZone(new Date(), t.config.tzCentre);
const digest = async (query = '', as: DemoLogin = 'owner') => {
  const response = await t.call({ method: 'GET', url: `/api/integrity-digest${query}`, as });
  expectStatus(response, 200);
  return response.json() as DigestAnswer;
};
const lineOf = (answer: DigestAnswer, key: string) => answer.lines.find((line) => line.key === key);

describe('GET integrity-digest: who may read it', () => {
  it.each([
    ['owner', 200],
    ['admin', 200],
    ['teacher', 403],
    ['user', 403],
    ['guest', 200], // no role reads everything (core.md §6, NO_ROLE_ACCESS=read)
  ] as const)('%s → %i', async (as, status) => {
    expectStatus(await t.call({ method: 'GET', url: '/api/integrity-digest', as }), status);
  });

  it('asks for a token', async () => {
    expectStatus(await t.call({ method: 'GET', url: '/api/integrity-digest' }), 401);
  });
});

describe('GET integrity-digest: bad input', () => {
  it.each(['28.11.2026', '2026-13-01', '2026-02-30', 'x'])('refuses date=%s in Russian', async (date) => {
    expectBadRequest(await t.call({ method: 'GET', url: `/api/integrity-digest?date=${encodeURIComponent(date)}`, as: 'owner' }), 'Дата сводки должна быть в формате ГГГГ-ММ-ДД');
  });

  it('refuses a future day and an unknown key', async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expectBadRequest(await t.call({ method: 'GET', url: `/api/integrity-digest?date=${tomorrow}`, as: 'admin' }), 'Сводки за будущий день нет');
    expectBadRequest(await t.call({ method: 'GET', url: '/api/integrity-digest?day=2026-01-01', as: 'admin' }), 'Неизвестный параметр запроса: day');
  });

  it('answers 404 in Russian for a past day with no stored digest', async () => {
    const response = await t.call({ method: 'GET', url: '/api/integrity-digest?date=2020-01-01', as: 'owner' });
    expectStatus(response, 404);
    expect(response.json()).toEqual({ message: 'Сводка за этот день не сохранена' });
  });
});

describe('GET integrity-digest: the lines', () => {
  it('reads today’s checks live and writes nothing', async () => {
    const before = await rowCounts(t.db);
    const started = performance.now();
    const answer = await digest();
    console.info(`integrity digest of the demo data: ${Math.round(performance.now() - started)} ms, ${answer.lines.length} lines`);
    expect(answer).toMatchObject({ date: today(), today: today(), source: 'live', delivery: [] });
    expect(answer.lines.length).toBeGreaterThan(0);
    for (const line of answer.lines) expect(line.items.length).toBeLessThanOrEqual(5);
    expect(lineOf(answer, 'ledger')).toBeUndefined(); // the demo's kept state agrees with its history
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('shows each problem made in the data, with the link where it is fixed', async () => {
    const [student] = await t.db.select({ id: students.id, name: students.name }).from(students).where(eq(students.isArchived, false)).limit(1);
    const [payment] = await t.db
      .insert(payments)
      .values({ studentId: student.id, paymentDate: today(), totalAmount: '100.00', createdBy: 'test' })
      .returning({ id: payments.id });
    const yesterday = previousDay(today());
    // yesterday's cash day left open (the demo closed it)
    await t.db
      .insert(dailyChangeRecords)
      .values({ recordDate: yesterday, startAmount: '0.00' })
      .onConflictDoUpdate({ target: dailyChangeRecords.recordDate, set: { endAmount: null, closedAt: null, closedBy: null, calculatedEndAtClose: null } });
    const [group] = await t.db.select().from(schoolClasses).where(eq(schoolClasses.isArchived, false)).limit(1);
    await t.db.insert(sheetSyncErrors).values({ kind: 'WRONG_CYCLE', schoolClassId: group.id, className: group.name, cycleNumber: 1, sheetUrl: 'https://docs.google.com/x' });
    const [teacher] = await t.db.select().from(staff).where(eq(staff.id, group.staffId));
    const [orphan] = await t.db
      .insert(schoolClasses)
      .values({ name: 'Группа без расписания и учителя', schoolYearId: group.schoolYearId, staffId: group.staffId, subjectId: group.subjectId })
      .returning({ id: schoolClasses.id });
    await t.db.update(staff).set({ archived: true }).where(eq(staff.id, teacher.id));
    try {
      const answer = await digest('', 'admin');
      const [{ count: withoutLines }] = await queryRows<{ count: number }>(
        t.db,
        sql`select count(*)::int as count from payments p where p.voided_at is null and not exists (select 1 from payment_details d where d.payment_id = p.id)`,
      );
      expect(lineOf(answer, 'paymentsWithoutLines')).toMatchObject({ link: '/payments/history', count: withoutLines });
      expect(lineOf(answer, 'paymentsWithoutLines')?.items[0]).toEqual({ label: `№ ${payment.id} от ${today().split('-').reverse().join('.')}, ${student.name}`, link: `/students/${student.id}` });
      expect(lineOf(answer, 'cashDay')).toEqual({
        key: 'cashDay',
        text: `Кассовый день ${yesterday.split('-').reverse().join('.')} не закрыт`,
        link: `/payments/box-office?date=${yesterday}`,
        count: 1,
        items: [],
        more: 0,
      });
      const wrongCycles = await t.db.$count(sheetSyncErrors, eq(sheetSyncErrors.kind, 'WRONG_CYCLE'));
      expect(lineOf(answer, 'sheetSyncErrors')?.items).toContainEqual({ label: `неверный цикл: ${wrongCycles}`, link: '/service/error-tables?tab=wrong-cycle-table' });
      const noSchedule = lineOf(answer, 'groupsWithoutSchedule');
      expect(noSchedule?.link).toBe('/service/class-schedule');
      expect(noSchedule?.text).toMatch(/^\d+ групп\S* без расписания/);
      const noTeacher = lineOf(answer, 'groupsWithoutTeacher');
      expect(noTeacher?.link).toBe('/teacher-sheets');
      expect(noTeacher?.items.map((item) => item.label)).toContain(`Группа без расписания и учителя (${teacher.name} в архиве)`);
      expect(noTeacher?.items).toContainEqual({ label: `Группа без расписания и учителя (${teacher.name} в архиве)`, link: `/school-class/${orphan.id}` });
    } finally {
      await t.db.update(staff).set({ archived: teacher.archived }).where(eq(staff.id, teacher.id));
    }
  });

  it('takes the ledger line from today’s stored digest once there is one, and checks the rest now', async () => {
    const [kept] = await queryRows<{ student_id: number; class_id: number; cycle_number: number }>(
      t.db,
      sql`select student_id, class_id, cycle_number from ledger_cycles order by student_id, class_id, cycle_number limit 1`,
    );
    const plant = (step: number) =>
      t.db.execute(sql`update ledger_cycles set paid_lines = paid_lines + ${step}
        where student_id = ${kept.student_id} and class_id = ${kept.class_id} and cycle_number = ${kept.cycle_number}`);
    await plant(1);
    try {
      // nothing stored today yet: the ledger is checked now, and the planted difference shows
      const unstored = await digest();
      expect(lineOf(unstored, 'ledger')?.count).toBeGreaterThanOrEqual(1);
      expect(unstored.ledgerCheckedAt).toBe(unstored.builtAt);

      const ledgerLine = (count: number) => ({ key: 'ledger' as const, text: `Сверка долгов: ${count}`, link: '/payments/debtors', count, items: [], more: 0 });
      // before 09:00: yesterday's digest stands for the ledger check
      const [yesterday] = await t.db.insert(integrityDigests).values({ digestDate: previousDay(today()), lines: [ledgerLine(2)], delivery: [] }).returning();
      const early = await digest();
      expect(lineOf(early, 'ledger')).toEqual(ledgerLine(2));
      expect(early.ledgerCheckedAt).toBe(yesterday.builtAt.toISOString());
      // from 09:00 on: today's
      const [row] = await t.db.insert(integrityDigests).values({ digestDate: today(), lines: [ledgerLine(3)], delivery: [] }).returning();
      const answer = await digest();
      expect(lineOf(answer, 'ledger')).toEqual(ledgerLine(3));
      expect(answer.ledgerCheckedAt).toBe(row.builtAt.toISOString());
      expect(answer.builtAt).not.toBe(answer.ledgerCheckedAt);
      // the other checks still run now
      expect(lineOf(answer, 'sheetSyncErrors')).toEqual(lineOf(unstored, 'sheetSyncErrors'));
    } finally {
      await plant(-1);
      await t.db.delete(integrityDigests).where(inArray(integrityDigests.digestDate, [today(), previousDay(today())]));
    }
  });

  it('reads a stored past day as it was stored', async () => {
    const date = previousDay(today());
    const lines = [{ key: 'none' as const, text: 'Проблем не найдено', link: null, count: 0, items: [], more: 0 }];
    await t.db.insert(integrityDigests).values({ digestDate: date, lines, delivery: [{ staffId: 1, name: 'Ольга Владимирова', outcome: 'no-telegram' }] });
    const answer = await digest(`?date=${date}`);
    expect(answer).toMatchObject({ date, source: 'stored', lines, delivery: [{ staffId: 1, name: 'Ольга Владимирова', outcome: 'no-telegram' }] });
  });
});
