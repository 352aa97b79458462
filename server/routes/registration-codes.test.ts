import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATION_CODE_ALPHABET, REGISTRATION_CODE_LENGTH, type RegistrationCodeRow } from '../../resources/registration-codes';
import { createTestApp, type DemoLogin, type TestApp } from '../test/app';
import { expectBadRequest, expectStatus } from '../test/expect';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const rowsOf = async <Row>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows;

const list = async (query: string, as: DemoLogin = 'admin') => {
  const response = await t.call({ method: 'GET', url: `/api/registration-codes-info${query}`, as });
  expectStatus(response, 200);
  return { rows: response.json() as RegistrationCodeRow[], total: Number(response.headers['x-total-count']) };
};

const codeShape = new RegExp(`^[${REGISTRATION_CODE_ALPHABET}]{${REGISTRATION_CODE_LENGTH}}$`);

describe('registration-codes-info (/students/registration-codes-table)', () => {
  it('lists every active student once, by name, with the live codes of the student and the parent', async () => {
    const [{ total: active }] = await rowsOf<{ total: number }>(sql`select count(*)::int as total from students where not is_archived`);
    const { rows, total } = await list('?_start=0&_end=50');
    expect(total).toBe(active);
    expect(rows).toHaveLength(50);
    const names = rows.map((row) => row.studentName);
    expect(names).toEqual([...names].sort((left, right) => left.localeCompare(right, 'ru')));
    const withCode = rows.filter((row) => row.studentRegistrationCode !== null);
    expect(withCode.length).toBeGreaterThan(0);
    for (const row of withCode) {
      expect(row.studentRegistrationCode).toMatch(codeShape);
      expect(row.studentCodeExpiresAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    for (const row of rows) {
      expect(['Подключён', 'Не подключён']).toContain(row.studentInTelegram);
      expect(row.parentInTelegram === null).toBe(row.parentId === null);
    }
  });

  it('never shows an expired, used or revoked code', async () => {
    const [student] = await rowsOf<{ id: number }>(sql`select id from students where not is_archived and telegram_id is null order by id limit 1`);
    await t.db.execute(sql`delete from registration_codes where student_id = ${student.id}`);
    await t.db.execute(sql`insert into registration_codes (code, student_id, expires_at) values ('EXPIRED234', ${student.id}, now() - interval '1 day')`);
    await t.db.execute(sql`insert into registration_codes (code, student_id, expires_at, used_at) values ('USEDCODE23', ${student.id}, now() + interval '1 day', now())`);
    const { rows } = await list(`?sequentialId=${student.id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0].studentRegistrationCode).toBeNull();
  });

  it('searches a student or a parent by name, sorts, and refuses an unknown sort in Russian', async () => {
    const [pair] = await rowsOf<{ student: string; parent: string }>(
      sql`select s.name as student, p.name as parent from students s join parents p on p.id = s.parent_id where not s.is_archived order by s.id limit 1`,
    );
    const byStudent = await list(`?q=${encodeURIComponent(pair.student)}`);
    expect(byStudent.rows.some((row) => row.studentName === pair.student)).toBe(true);
    const byParent = await list(`?q=${encodeURIComponent(pair.parent)}`);
    expect(byParent.rows.every((row) => row.parentName === pair.parent || row.studentName.includes(pair.parent))).toBe(true);
    const ascending = await list('?_start=0&_end=30&_sort=sequentialId&_order=asc');
    const ids = ascending.rows.map((row) => row.sequentialId);
    expect(ids).toEqual([...ids].sort((left, right) => left - right));
    expectBadRequest(await t.call({ method: 'GET', url: '/api/registration-codes-info?_sort=secret', as: 'admin' }), 'Сортировка по полю secret невозможна');
  });

  it('is read by the owner and the admin, not by a teacher or a user', async () => {
    await list('?_start=0&_end=1', 'owner');
    expectStatus(await t.call({ method: 'GET', url: '/api/registration-codes-info', as: 'teacher' }), 403);
    expectStatus(await t.call({ method: 'GET', url: '/api/registration-codes-info', as: 'user' }), 403);
    expectStatus(await t.call({ method: 'GET', url: '/api/registration-codes-info' }), 401);
  });
});

describe('issuing a new code', () => {
  const studentWithParent = async () =>
    (await rowsOf<{ id: number; parent_id: number }>(sql`select id, parent_id from students where not is_archived and parent_id is not null order by id desc limit 1`))[0];

  it('gives the student a fresh code that replaces the old one, audited without the code', async () => {
    const student = await studentWithParent();
    const first = await t.call({ method: 'POST', url: `/api/registration-codes/student/${student.id}`, as: 'admin', payload: {} });
    expectStatus(first, 201);
    const second = await t.call({ method: 'POST', url: `/api/registration-codes/student/${student.id}`, as: 'admin', payload: {} });
    expectStatus(second, 201);
    const { code, expiresAt } = second.json() as { code: string; expiresAt: string };
    expect(code).toMatch(codeShape);
    expect(code).not.toBe((first.json() as { code: string }).code);
    const days = (Date.parse(expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const live = await rowsOf<{ code: string }>(sql`select code from registration_codes where student_id = ${student.id} and used_at is null and revoked_at is null`);
    expect(live).toEqual([{ code }]);
    const { rows } = await list(`?sequentialId=${student.id}`);
    expect(rows[0].studentRegistrationCode).toBe(code);
    const audits = await rowsOf<{ changes: unknown }>(sql`select changes from audit_log where entity = 'registration-codes' and action = 'issue-code'`);
    expect(audits.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(audits)).not.toContain(code);
  });

  it("gives the student's parent a fresh code", async () => {
    const student = await studentWithParent();
    const response = await t.call({ method: 'POST', url: `/api/registration-codes/student/${student.id}/parent`, as: 'owner', payload: {} });
    expectStatus(response, 201);
    const { rows } = await list(`?sequentialId=${student.id}`);
    expect(rows[0].parentRegistrationCode).toBe((response.json() as { code: string }).code);
  });

  it('refuses a student without a parent, an unknown or archived student and a bad id, in Russian, changing nothing', async () => {
    const [orphan] = await rowsOf<{ id: number }>(sql`insert into students (name) values ('Без Родителя Тест') returning id`);
    const before = await rowsOf<{ total: number }>(sql`select count(*)::int as total from registration_codes`);
    expectBadRequest(await t.call({ method: 'POST', url: `/api/registration-codes/student/${orphan.id}/parent`, as: 'admin', payload: {} }), 'У ученика не указан родитель');
    const missing = await t.call({ method: 'POST', url: '/api/registration-codes/student/99999999', as: 'admin', payload: {} });
    expectStatus(missing, 404);
    expect(missing.json()).toMatchObject({ message: 'Ученик не найден' });
    const [archived] = await rowsOf<{ id: number }>(sql`select id from students where is_archived limit 1`);
    if (archived) expectStatus(await t.call({ method: 'POST', url: `/api/registration-codes/student/${archived.id}`, as: 'admin', payload: {} }), 404);
    expectStatus(await t.call({ method: 'POST', url: '/api/registration-codes/student/abc', as: 'admin', payload: {} }), 400);
    expect(await rowsOf<{ total: number }>(sql`select count(*)::int as total from registration_codes`)).toEqual(before);
  });

  it('is refused to a teacher and a user', async () => {
    const student = await studentWithParent();
    expectStatus(await t.call({ method: 'POST', url: `/api/registration-codes/student/${student.id}`, as: 'teacher', payload: {} }), 403);
    expectStatus(await t.call({ method: 'POST', url: `/api/registration-codes/student/${student.id}/parent`, as: 'user', payload: {} }), 403);
  });
});
