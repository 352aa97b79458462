import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoLogin, type TestApp } from '../test/app';
import { readSheet } from '../test/sheet';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Row = Record<string, unknown>;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const dayOf = (text: unknown) => new Date(`${String(text).slice(0, 10)}T00:00:00.000Z`);

// Issue 20: the payments list, the payment details and the expenses export through the one export of the declared
// lists: the rows of the list's query (every page), the visible columns with their titles, money and dates as such.
const cases = [
  {
    name: 'payments-history',
    list: 'payments-info',
    query: '_sort=totalAmount,paymentId&_order=desc,asc',
    fields: ['paymentId', 'studentName', 'paymentDate', 'totalAmount', 'paymentDescriptors'],
    header: ['№', 'Ученик', 'Дата платежа', 'Сумма', 'Типы платежа'],
    cells: (row: Row) => [
      row.paymentId,
      row.studentName,
      dayOf(row.paymentDate),
      Number(row.totalAmount),
      (row.paymentDescriptors as { paymentDescriptorName: string }[]).map((type) => type.paymentDescriptorName).join(', '),
    ],
  },
  {
    name: 'payment-details-history',
    list: 'payment-details-info',
    query: 'q=а&_sort=amount&_order=asc',
    fields: ['paymentDate', 'studentName', 'className', 'amount'],
    header: ['Дата платежа', 'Ученик', 'Группа', 'Сумма'],
    cells: (row: Row) => [dayOf(row.paymentDate), row.studentName, row.className, Number(row.amount)],
  },
  {
    name: 'expenses',
    list: 'expense-info',
    query: 'paid=true&_sort=expenseDate,expenseId&_order=desc,desc',
    fields: ['expenseDate', 'expenseTotalAmount', 'expenseTypeName', 'paid'],
    header: ['Дата', 'Сумма', 'Тип расхода', 'Оплачено'],
    cells: (row: Row) => [dayOf(row.expenseDate), Number(row.expenseTotalAmount), row.expenseTypeName, 'Да'],
  },
];

describe.each(cases)('GET /api/export/$name', ({ name, list, query, fields, header, cells }) => {
  it('holds every row of the list query, the chosen columns under their titles, money and dates as numbers and dates', async () => {
    const page = await t.call({ method: 'GET', url: `/api/${list}?${query}&_start=0&_end=10`, as: 'owner' });
    const total = Number(page.headers['x-total-count']);
    expect(total, 'the seed has more rows than a page').toBeGreaterThan(10);
    const response = await t.call({ method: 'GET', url: `/api/export/${name}?${query}&fields=${fields.join(',')}`, as: 'owner' });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toContain(XLSX);
    const sheet = await readSheet(response.rawPayload);
    const [head, ...rows] = sheet.rows;
    expect(head).toEqual(header);
    expect(rows).toHaveLength(total);
    const first = (page.json() as Row[])[0];
    expect(rows[0].slice(0, fields.length)).toEqual(cells(first));
    const money = fields.findIndex((field) => /amount/i.test(field));
    expect(sheet.formatOf(2, money + 1)).toBe('#,##0.00 ₽');
    expect(sheet.formatOf(2, fields.findIndex((field) => /Date$/.test(field)) + 1)).toBe('dd.mm.yyyy');
  });

  it('answers as the list read does for each role', async () => {
    expect((await t.call({ method: 'GET', url: `/api/export/${name}` })).statusCode).toBe(401);
    for (const as of ['owner', 'admin', 'teacher', 'user', 'guest'] as DemoLogin[]) {
      const read = await t.call({ method: 'GET', url: `/api/${list}?_start=0&_end=1`, as });
      const exported = await t.call({ method: 'GET', url: `/api/export/${name}?fields=${fields[0]}`, as });
      expect(exported.statusCode, as).toBe(read.statusCode);
      if (as === 'teacher' || as === 'user') expect(exported.statusCode, as).toBe(403);
    }
  });

  it('refuses a bad query with a Russian 400, never a 500', async () => {
    for (const bad of ['_sort=password', 'constructor=1', `fields=${fields[0]},password`, `fields=${fields[0]}&fields=${fields[0]}`]) {
      const response = await t.call({ method: 'GET', url: `/api/export/${name}?${bad}`, as: 'owner' });
      expect(response.statusCode, bad).toBe(400);
      expect((response.json() as { message: string }).message, bad).toMatch(/[А-Яа-яЁё]/);
    }
  });
});
