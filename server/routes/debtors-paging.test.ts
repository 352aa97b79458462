import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DebtorAmountSummary, DebtorRow, DebtorWithAmountRow, RecalculationRow } from '../../resources/debtors';
import { toKopecks } from '../../resources/money/kopecks';
import { dayInTimeZone } from '../../resources/school-year';
import { ledgerDifferences } from '../services/ledger-check';
import { createTestApp, type TestApp } from '../test/app';
import { expectBadRequest, expectStatus } from '../test/expect';
import { readSheet } from '../test/sheet';
import { createPaymentFixture, fullBody } from './payment-create.fixture';

// Issue 22: the three debtors tabs paged, sorted, filtered and searched by the server from the kept state, with
// X-Total-Count, and the footer of 'Должники с суммами' from debtors-with-amount-info/summary (docs/api-money.md).
// The rows' contents and texts are debtors.test.ts's.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const read = async <Row,>(url: string) => {
  const response = await t.call({ method: 'GET', url: `/api/${url}`, as: 'admin' });
  expectStatus(response, 200);
  return { rows: response.json() as Row, total: Number(response.headers['x-total-count']) };
};
const kopecks = (money: string) => toKopecks(money) ?? Number.NaN;

describe('the debtors tabs, a page at a time', () => {
  it('debtors-info: the pages are slices of the whole list, and X-Total-Count counts it all', async () => {
    const whole = await read<DebtorRow[]>('debtors-info');
    expect(whole.total).toBeGreaterThan(30);
    const first = await read<DebtorRow[]>('debtors-info?_start=0&_end=10');
    const second = await read<DebtorRow[]>('debtors-info?_start=10&_end=20');
    expect(first.total).toBe(whole.total);
    expect([...first.rows, ...second.rows].map((row) => row.debtId)).toEqual(whole.rows.slice(0, 20).map((row) => row.debtId));
    expect(first.rows[0]).toEqual(whole.rows[0]);
  });

  it('debtors-info: sorted by cycle or lessons passed, filtered by group, searched by every word of the name', async () => {
    const byCycle = await read<DebtorRow[]>('debtors-info?_sort=classCycle&_order=desc&_start=0&_end=50');
    const cycles = byCycle.rows.map((row) => row.classCycle);
    expect(cycles).toEqual([...cycles].sort((left, right) => right - left));
    const byPassed = await read<DebtorRow[]>('debtors-info?_sort=numberOfLessonsPassed&_order=asc');
    const passed = byPassed.rows.map((row) => row.numberOfLessonsPassed);
    expect(passed).toEqual([...passed].sort((left, right) => left - right));

    const { classId, studentName } = byCycle.rows[0];
    const ofGroup = await read<DebtorRow[]>(`debtors-info?classId=${classId}`);
    expect(ofGroup.rows.length).toBe(ofGroup.total);
    expect(ofGroup.rows.every((row) => row.classId === classId)).toBe(true);

    const [firstWord, secondWord] = studentName.split(' ');
    const search = `${secondWord.slice(0, 3).toUpperCase()} ${firstWord.toLowerCase().replace(/е/g, 'ё')}`;
    const found = await read<DebtorRow[]>(`debtors-info?q=${encodeURIComponent(search)}`);
    expect(found.rows.map((row) => row.studentName)).toContain(studentName);
    expect(found.rows.every((row) => row.studentName.includes(firstWord))).toBe(true);
  });

  it('debtors-with-amount-info: the summary is the footer of every page together, with or without a search', async () => {
    const whole = await read<DebtorWithAmountRow[]>('debtors-with-amount-info');
    const summary = await read<DebtorAmountSummary>('debtors-with-amount-info/summary');
    expect(summary.rows.total).toBe(whole.rows.length);
    expect(kopecks(summary.rows.totalDebt)).toBe(whole.rows.reduce((sum, row) => sum + kopecks(row.totalDebt), 0));

    const page = await read<DebtorWithAmountRow[]>('debtors-with-amount-info?_sort=totalDebt&_order=desc&_start=0&_end=5');
    expect(page.total).toBe(whole.rows.length);
    expect(page.rows.map((row) => kopecks(row.totalDebt))).toEqual(
      whole.rows.map((row) => kopecks(row.totalDebt)).sort((left, right) => right - left).slice(0, 5),
    );

    const name = whole.rows[0].studentName;
    const searched = await read<DebtorAmountSummary>(`debtors-with-amount-info/summary?q=${encodeURIComponent(name)}`);
    const words = name.toLowerCase().replace(/ё/g, 'е').split(' ');
    const matching = whole.rows.filter((row) => words.every((word) => row.studentName.toLowerCase().replace(/ё/g, 'е').includes(word)));
    expect(searched.rows.total).toBe(matching.length);
    expect(kopecks(searched.rows.totalDebt)).toBe(matching.reduce((sum, row) => sum + kopecks(row.totalDebt), 0));
  });

  it('recalculations-info: paged by name, or sorted by the next cycle price', async () => {
    const whole = await read<RecalculationRow[]>('recalculations-info');
    const page = await read<RecalculationRow[]>('recalculations-info?_start=5&_end=15');
    expect(page.total).toBe(whole.rows.length);
    expect(page.rows).toEqual(whole.rows.slice(5, 15));
    const dearest = await read<RecalculationRow[]>('recalculations-info?_sort=nextCycleProjectedPrice&_order=desc&_start=0&_end=3');
    expect(dearest.rows.map((row) => kopecks(row.nextCycleProjectedPrice))).toEqual(
      whole.rows.map((row) => kopecks(row.nextCycleProjectedPrice)).sort((left, right) => right - left).slice(0, 3),
    );
  });

  it('exports each tab to Excel with its query: every matching row, the columns of the tab in Russian', async () => {
    const whole = await read<DebtorWithAmountRow[]>('debtors-with-amount-info?_sort=totalDebt&_order=desc');
    const response = await t.call({ method: 'GET', url: '/api/export/debtors-with-amounts?_sort=totalDebt&_order=desc', as: 'admin' });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const [header, ...rows] = (await readSheet(response.rawPayload)).rows;
    expect(header).toEqual(['Ученик', 'Скидка', 'Суммы по группам', 'Общий долг', 'Тарифы']);
    expect(rows.map((row) => row[0])).toEqual(whole.rows.map((row) => row.studentName));
    expect(rows[0][2]).toBe(whole.rows[0].classAmountsText);

    const debtors = await t.call({ method: 'GET', url: '/api/export/debtors?classId=1', as: 'admin' });
    expect(debtors.statusCode).toBe(200);
    const [debtorHeader, ...debtorRows] = (await readSheet(debtors.rawPayload)).rows;
    expect(debtorHeader).toEqual(['Ученик', 'Группа', 'Неоплаченный цикл', 'Прошло занятий', 'Занятий в цикле', 'Комментарий администратора']);
    expect(debtorRows.length).toBe((await read<DebtorRow[]>('debtors-info?classId=1')).total);

    const recalculations = await t.call({ method: 'GET', url: '/api/export/recalculations', as: 'admin' });
    expect(recalculations.statusCode).toBe(200);
    expect((await readSheet(recalculations.rawPayload)).rows[0]).toEqual(['Ученик', 'Скидка', 'Старая цена', 'Цена текущего цикла', 'Прогноз на следующий цикл']);
  });

  it('refuses a query it cannot answer, in Russian', async () => {
    const bad = async (url: string, message: string) => expectBadRequest(await t.call({ method: 'GET', url: `/api/${url}`, as: 'admin' }), message);
    await bad('debtors-info?_start=-1', 'Параметр _start должен быть неотрицательным целым числом');
    await bad('debtors-info?_start=10&_end=5', 'Параметр _end должен быть не меньше _start');
    await bad('debtors-info?_sort=explanation', 'Сортировка по полю explanation невозможна');
    await bad('debtors-with-amount-info?_sort=classCycle', 'Сортировка по полю classCycle невозможна');
    await bad('recalculations-info?_order=up', 'Параметр _order: asc или desc');
    await bad('debtors-info?classId=abc', 'Некорректное значение фильтра classId');
    await bad('debtors-with-amount-info/summary?colour=red', 'Фильтр по полю colour невозможен');
  });

  it('a payment made through the API settles its cycle in the same write: the debt leaves the tabs at once', async () => {
    const fixture = await createPaymentFixture(t.db);
    const ofStudent = `debtors-info?studentId=${fixture.studentId}`;
    const before = await read<DebtorRow[]>(ofStudent);
    expect(before.rows.map((row) => [row.classId, row.classCycle])).toContainEqual([fixture.physics.classId, 1]);
    const response = await t.call({ method: 'POST', url: '/api/addPayment', payload: fullBody(fixture), as: 'admin' });
    expect(response.statusCode, response.body).toBeLessThan(300);
    const after = await read<DebtorRow[]>(ofStudent);
    expect(after.rows.map((row) => [row.classId, row.classCycle])).not.toContainEqual([fixture.physics.classId, 1]);
    expect(await ledgerDifferences(t.db, dayInTimeZone(new Date(), t.config.tzCentre))).toEqual([]);
  });
});
