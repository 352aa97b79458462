import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { readSheet } from '../test/sheet';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const sheetOf = async (body: Buffer) => (await readSheet(body)).rows;

describe('GET /api/export/<name> (issue 7: export of the visible columns and filtered rows)', () => {
  it('exports the searched students, every page of them, with Russian headers', async () => {
    const list = await t.call({ method: 'GET', url: '/api/students-info?_start=0&_end=1000&q=ов', as: 'owner' });
    const expected = (list.json() as { studentName: string }[]).map((row) => row.studentName);
    expect(expected.length).toBeGreaterThan(0);
    const response = await t.call({ method: 'GET', url: '/api/export/students?q=ов&_sort=studentName&_order=asc&fields=studentName,dateOfBirth', as: 'owner' });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''/);
    const [header, ...rows] = await sheetOf(response.rawPayload);
    expect(header).toEqual(['Ученик', 'Дата рождения']);
    expect(rows.map((row) => row[0]).sort()).toEqual([...expected].sort());
  });

  it('exports a whole list with names for its references', async () => {
    const response = await t.call({ method: 'GET', url: '/api/export/client-statuses?fields=clientStatusName,clientStatusColor', as: 'admin' });
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = await sheetOf(response.rawPayload);
    expect(header).toEqual(['Название', 'Цвет']);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('refuses an unknown field, an unknown list key, a stranger and a role without the right', async () => {
    const unknownField = await t.call({ method: 'GET', url: '/api/export/students?fields=studentName,password', as: 'owner' });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json()).toEqual({ message: 'Неизвестное поле для выгрузки: password' });
    const badKey = await t.call({ method: 'GET', url: '/api/export/students?constructor=1', as: 'owner' });
    expect(badKey.statusCode).toBe(400);
    expect((await t.call({ method: 'GET', url: '/api/export/students' })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/export/clients', as: 'teacher' })).statusCode).toBe(403);
  });
});
