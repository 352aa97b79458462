import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryRow } from '../../resources/record-history';
import { clientStatuses } from '../../resources/reference-lists';
import { createTestApp, type DemoLogin, type TestApp } from '../test/app';
import { expectBadRequest, expectStatus } from '../test/expect';

// Issue 23 part 4: a record's history from the audit rows its writes left, owner and admin only, paged.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const rowsOf = async <Row>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows;
const history = (query: string, as: DemoLogin = 'owner') => t.call({ method: 'GET', url: `/api/record-history?${query}`, as });
const read = async (query: string, as: DemoLogin = 'owner') => {
  const response = await history(query, as);
  expectStatus(response, 200);
  return { rows: response.json() as HistoryRow[], total: Number(response.headers['x-total-count']) };
};

const someStudent = async () => {
  const [student] = await rowsOf<{ id: number; name: string }>(sql`select id, name from students where not is_archived order by id limit 1`);
  return student;
};

describe('GET record-history', () => {
  it('shows a student edit with who, when, and each field before and after in Russian', async () => {
    const student = await someStudent();
    const patched = await t.call({
      method: 'PATCH',
      url: `/api/students/${student.id}`,
      payload: { name: 'Иван Историев', additionalComment: 'Проверка истории', dateOfBirth: '2015-02-03' },
      as: 'admin',
    });
    expectStatus(patched, 200);
    const { rows, total } = await read(`entity=students&recordId=${student.id}&_start=0&_end=10`);
    expect(total).toBeGreaterThanOrEqual(1);
    const [latest] = rows;
    expect(latest.userLogin).toBe('admin');
    expect(latest.action).toBe('Изменение');
    expect(Date.now() - Date.parse(latest.at)).toBeLessThan(60_000);
    expect(latest.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', label: 'Ученик', before: student.name, after: 'Иван Историев' },
        { field: 'additionalComment', label: 'Примечание', before: expect.any(String), after: 'Проверка истории' },
        { field: 'dateOfBirth', label: 'Дата рождения', before: expect.any(String), after: '03.02.2015' },
      ]),
    );
    // the same record read from the archive's list is the same history
    expect((await read(`entity=students-archive&recordId=${student.id}`)).total).toBe(total);
  });

  it('names a referenced record by its name, not its id (a student’s city)', async () => {
    const student = await someStudent();
    const [city] = await rowsOf<{ id: number; name: string }>(sql`select id, name from student_cities order by id limit 1`);
    expectStatus(await t.call({ method: 'PATCH', url: `/api/students/${student.id}`, payload: { city: null }, as: 'admin' }), 200);
    expectStatus(await t.call({ method: 'PATCH', url: `/api/students/${student.id}`, payload: { city: city.id }, as: 'admin' }), 200);
    const [latest] = (await read(`entity=students&recordId=${student.id}&_start=0&_end=1`)).rows;
    expect(latest.changes.find((change) => change.label === 'Город')).toMatchObject({ before: '—', after: city.name });
  });

  it('keeps the ids of a reference whose resource maps to no table (a student’s groups), and answers 200', async () => {
    const student = await someStudent();
    await t.db.execute(sql`insert into audit_log (user_login, action, entity, entity_id, changes)
      values ('admin', 'update', 'students', ${String(student.id)}, ${JSON.stringify({ studentSchoolClasses: { from: [], to: [7, 8] } })}::jsonb)`);
    const [latest] = (await read(`entity=students&recordId=${student.id}&_start=0&_end=1`)).rows;
    expect(latest.changes).toEqual([{ field: 'studentSchoolClasses', label: 'Группы', before: '—', after: '7, 8' }]);
  });

  it('shows a declared list row edited through the generic routes (a client status) and its creation', async () => {
    const created = await t.call({ method: 'POST', url: '/api/client-statuses', payload: { statusName: 'Историческийстатус', statusColor: '#112233' }, as: 'owner' });
    expectStatus(created, 201);
    const [{ id }] = await rowsOf<{ id: number }>(sql`select id from client_statuses where name = 'Историческийстатус'`);
    const renamed = await t.call({ method: 'PATCH', url: `/api/client-statuses/${id}`, payload: { id, statusName: 'Новоисторический' }, as: 'admin' });
    expectStatus(renamed, 200);
    const { rows, total } = await read(`entity=client-statuses&recordId=${id}`, 'admin');
    expect(total).toBe(2);
    expect(rows.map((row) => [row.action, row.userLogin])).toEqual([
      ['Изменение', 'admin'],
      ['Создание', 'owner'],
    ]);
    const { clientStatusName, clientStatusColor } = clientStatuses.fields;
    expect(rows[0].changes).toEqual([{ field: 'clientStatusName', label: clientStatusName!.label, before: 'Историческийстатус', after: 'Новоисторический' }]);
    expect(rows[1].changes).toEqual(expect.arrayContaining([{ field: 'clientStatusColor', label: clientStatusColor!.label, before: '—', after: '#112233' }]));
    expect(rows[1].changes.map((change) => change.field)).not.toContain('id');
    expect(rows[1].changes.map((change) => change.field)).not.toContain('clientStatusId');
  });

  it('pages newest first with x-total-count', async () => {
    const student = await someStudent();
    for (const comment of ['первый', 'второй', 'третий']) {
      expectStatus(await t.call({ method: 'PATCH', url: `/api/students/${student.id}`, payload: { additionalComment: comment }, as: 'admin' }), 200);
    }
    const all = await read(`entity=students&recordId=${student.id}`);
    expect(all.total).toBe(all.rows.length);
    expect(all.total).toBeGreaterThanOrEqual(3);
    const first = await read(`entity=students&recordId=${student.id}&_start=0&_end=2`);
    const second = await read(`entity=students&recordId=${student.id}&_start=2&_end=4`);
    expect(first.total).toBe(all.total);
    expect(first.rows).toHaveLength(2);
    expect(first.rows[0].changes).toEqual([{ field: 'additionalComment', label: 'Примечание', before: 'второй', after: 'третий' }]);
    expect([...first.rows, ...second.rows].map((row) => row.id)).toEqual(all.rows.slice(0, 4).map((row) => row.id));
  });

  it('answers an empty page for a record never written', async () => {
    const { rows, total } = await read('entity=students&recordId=999999');
    expect(rows).toEqual([]);
    expect(total).toBe(0);
  });

  it.each([
    ['owner', 200],
    ['admin', 200],
    ['teacher', 403],
    ['user', 403],
  ] as const)('%s gets %i', async (login, status) => {
    const student = await someStudent();
    expectStatus(await history(`entity=students&recordId=${student.id}`, login), status);
  });

  it('refuses without a token', async () => {
    expectStatus(await t.call({ method: 'GET', url: '/api/record-history?entity=students&recordId=1' }), 401);
  });

  it.each([
    ['recordId=1', 'Не указан вид записи (entity)'],
    ['entity=nothing&recordId=1', 'Неизвестный вид записи: nothing'],
    ['entity=record-history&recordId=1', 'Неизвестный вид записи: record-history'],
    ['entity=students', 'Номер записи должен быть целым положительным числом'],
    ['entity=students&recordId=0', 'Номер записи должен быть целым положительным числом'],
    ['entity=students&recordId=-3', 'Номер записи должен быть целым положительным числом'],
    ['entity=students&recordId=abc', 'Номер записи должен быть целым положительным числом'],
    ['entity=students&recordId=99999999999', 'Номер записи должен быть целым положительным числом'],
    ['entity=students&recordId=1&recordId=2', 'Параметр recordId указан несколько раз'],
    ['entity=students&recordId=1&_start=x', 'Параметр _start должен быть неотрицательным целым числом'],
    ['entity=students&recordId=1&_start=5&_end=2', 'Параметр _end не может быть меньше _start'],
    ['entity=students&recordId=1&other=1', 'Нераспознанный ключ: "other"'],
  ])('refuses %s in Russian', async (query, message) => {
    expectBadRequest(await history(query, 'admin'), message);
  });
});
