import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALREADY_IN_GROUP,
  GROUP_NAME_REQUIRED,
  GROUP_REQUIRED,
  INVALID_COLOR,
  NAME_REQUIRED,
  PERSON_REQUIRED,
  STATUS_EXISTS,
  type ClientSchoolClassStatus,
  type CombinedOption,
  type FutureEnrollment,
  type FutureSchoolClass,
} from '../../resources/formation';
import { createTestApp, type DemoLogin, type TestApp } from '../test/app';
import { expectBadRequest, expectCleanRefusal, expectStatus } from '../test/expect';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, as: DemoLogin = 'admin') =>
  t.call({ method, url: `/api/${url}`, payload: payload as object, as });
const json = async <Body>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, status = 200) => {
  const response = await call(method, url, payload);
  expectStatus(response, status);
  return response.json() as Body;
};
const rows = async <Row>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows;

const newGroup = (name: string) => json<FutureSchoolClass>('POST', 'future-school-classes', { name, staff: null, subject: null, schoolYear: null }, 201);
const someStudent = async () => (await rows<{ id: number }>(sql`select id from students where not is_archived order by id desc limit 1`))[0].id;
const someClient = async () => (await rows<{ id: number }>(sql`select id from clients where not archived and converted_student_id is null order by id desc limit 1`))[0].id;

describe('group formation (operations.md §7 "Formation")', () => {
  it('reads the statuses, the board, the table and the people of the demo data', async () => {
    const statuses = await json<ClientSchoolClassStatus[]>('GET', 'client-school-class-statuses-info');
    expect(statuses.map((status) => status.name).slice(0, 4)).toEqual(['Интересуется', 'Записан', 'В группе', 'Отказ']);
    const board = await json<FutureSchoolClass[]>('GET', 'combined-school-classes');
    expect(board.length).toBeGreaterThanOrEqual(4);
    const people = board.flatMap((group) => group.futureEnrollments);
    expect(new Set(people.map((person) => person.entityType))).toEqual(new Set(['CLIENT', 'STUDENT']));
    expect(new Set(people.map((person) => person.clientSchoolClassStatusName)).size).toBeGreaterThanOrEqual(3);
    const table = await call('GET', 'combined-school-classes/table?_start=0&_end=2&_sort=name&_order=desc');
    expectStatus(table, 200);
    expect(Number(table.headers['x-total-count'])).toBe(board.length);
    const page = table.json() as FutureSchoolClass[];
    expect(page).toHaveLength(2);
    expect(page[0].name.localeCompare(page[1].name, 'ru')).toBeGreaterThanOrEqual(0);
    expectBadRequest(await call('GET', 'combined-school-classes/table?_sort=secret'), 'Сортировка по полю secret невозможна');
    const options = await json<CombinedOption[]>('GET', 'combined-subjects-and-school-year?limit=5');
    expect(options.length).toBeLessThanOrEqual(10);
    expect(options.some((option) => option.entityType === 'STUDENT')).toBe(true);
    expect(options.some((option) => option.entityType === 'CLIENT')).toBe(true);
    const first = options[0];
    const found = await json<CombinedOption[]>('GET', `combined-subjects-and-school-year?q=${encodeURIComponent(first.name.slice(0, 4).toUpperCase())}`);
    expect(found.map((option) => option.id)).toContain(first.id);
  });

  it('plans a group: adds a lead and a student, changes a status, moves a card, refuses a second place', async () => {
    const group = await newGroup('Тестовая группа');
    const other = await newGroup('Вторая группа');
    const statuses = await json<ClientSchoolClassStatus[]>('GET', 'client-school-class-statuses-info');
    const clientId = await someClient();
    const studentId = await someStudent();
    const lead = await json<FutureEnrollment>('POST', 'future-enrollment', { futureSchoolClass: `/api/future-school-classes/${group.id}`, client: `/api/clients/${clientId}`, student: null, clientSchoolClassStatus: null }, 201);
    // a new place gets the third status
    expect(lead).toMatchObject({ entityType: 'CLIENT', entityId: clientId, clientSchoolClassStatusId: statuses[2].id, futureSchoolClassId: group.id });
    const student = await json<FutureEnrollment>('POST', 'future-enrollment', { futureSchoolClass: group.id, student: studentId, clientSchoolClassStatus: statuses[0].id }, 201);
    expect(student.clientSchoolClassStatusName).toBe(statuses[0].name);
    expect(student.order).toBe(1);
    // once in a group
    const twice = await call('POST', 'future-enrollment', { futureSchoolClass: group.id, student: studentId });
    expectStatus(twice, 409);
    expect(twice.json()).toEqual({ message: ALREADY_IN_GROUP });

    const changed = await json<FutureEnrollment>('PATCH', `future-enrollment/${student.futureEnrollmentId}`, { clientSchoolClassStatus: `/api/client-school-class-statuses/${statuses[1].id}` });
    expect(changed.clientSchoolClassStatusId).toBe(statuses[1].id);

    // the move re-creates the place in the other group with its status, in one request
    const moved = await json<FutureEnrollment>('PATCH', `future-enrollment/${student.futureEnrollmentId}`, { futureSchoolClass: other.id });
    expect(moved).toMatchObject({ futureSchoolClassId: other.id, entityId: studentId, clientSchoolClassStatusId: statuses[1].id });
    expect(moved.futureEnrollmentId).not.toBe(student.futureEnrollmentId);
    expectStatus(await call('PATCH', `future-enrollment/${student.futureEnrollmentId}`, { clientSchoolClassStatus: statuses[0].id }), 404);
    // moving back where the person already is refused, and nothing changed
    await json('POST', 'future-enrollment', { futureSchoolClass: group.id, student: studentId }, 201);
    const refused = await call('PATCH', `future-enrollment/${moved.futureEnrollmentId}`, { futureSchoolClass: group.id });
    expectStatus(refused, 409);
    expect((await json<FutureSchoolClass>('GET', 'combined-school-classes').then(() => t.db.execute(sql`select count(*)::int as n from future_enrollments where id = ${moved.futureEnrollmentId}`)) as unknown as { rows: { n: number }[] }).rows[0].n).toBe(1);

    expectStatus(await call('DELETE', `future-enrollment/${lead.futureEnrollmentId}`), 204);
    expectStatus(await call('DELETE', `future-enrollment/${lead.futureEnrollmentId}`), 404);
  });

  it('edits, duplicates with its people and deletes a group', async () => {
    const group = await newGroup('Группа для копии');
    const [subject] = await rows<{ id: number }>(sql`select id from subjects order by id limit 1`);
    const edited = await json<FutureSchoolClass>('PATCH', `future-school-classes/${group.id}`, { name: 'Группа для копии', subject: `/api/subjects/${subject.id}` });
    expect(edited.subjectId).toBe(subject.id);
    await json('POST', 'future-enrollment', { futureSchoolClass: group.id, student: await someStudent() }, 201);
    await json('POST', 'future-enrollment', { futureSchoolClass: group.id, client: await someClient() }, 201);
    const copy = await json<FutureSchoolClass>('POST', `future-school-classes/${group.id}/duplicate`, undefined, 201);
    expect(copy.name).toBe('Группа для копии (копия)');
    expect(copy.subjectId).toBe(subject.id);
    expect(copy.futureEnrollments.map((person) => [person.entityType, person.entityId, person.clientSchoolClassStatusId])).toEqual(
      (await json<FutureSchoolClass[]>('GET', 'combined-school-classes'))
        .find((row) => row.id === group.id)!
        .futureEnrollments.map((person) => [person.entityType, person.entityId, person.clientSchoolClassStatusId]),
    );
    expectStatus(await call('DELETE', `future-school-classes/delete/${copy.id}`), 204);
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from future_enrollments where future_school_class_id = ${copy.id}`))[0].n).toBe(0);
    expectStatus(await call('DELETE', `future-school-classes/delete/${copy.id}`), 404);
    expectStatus(await call('POST', `future-school-classes/${copy.id}/duplicate`), 404);
  });

  it('adds and edits a status with a hex colour', async () => {
    const made = await json<ClientSchoolClassStatus>('POST', 'client-school-class-statuses', { name: 'Думает', color: '#abc' }, 201);
    expect(made).toMatchObject({ name: 'Думает', color: '#abc' });
    const fallback = await json<ClientSchoolClassStatus>('POST', 'client-school-class-statuses', { name: 'Без цвета' }, 201);
    expect(fallback.color).toBe('#01a509');
    const edited = await json<ClientSchoolClassStatus>('PATCH', `client-school-class-statuses/${made.id}`, { id: made.id, name: 'Думает о цене', color: '#123ABC' });
    expect(edited).toMatchObject({ name: 'Думает о цене', color: '#123ABC' });
    expectBadRequest(await call('POST', 'client-school-class-statuses', { name: 'X', color: 'red' }), INVALID_COLOR);
    expectBadRequest(await call('POST', 'client-school-class-statuses', { name: 'X', color: '#12345' }), INVALID_COLOR);
    expectBadRequest(await call('PATCH', `client-school-class-statuses/${made.id}`, { color: '#ggg' }), INVALID_COLOR);
    expectBadRequest(await call('POST', 'client-school-class-statuses', { name: ' ', color: '#fff' }), NAME_REQUIRED);
    expectBadRequest(await call('POST', 'client-school-class-statuses', { name: 'думает о цене' }), STATUS_EXISTS);
    expectStatus(await call('PATCH', 'client-school-class-statuses/999999', { name: 'Y' }), 404);
  });

  it('answers bad bodies in Russian, never a 500', async () => {
    expectBadRequest(await call('POST', 'future-school-classes', { name: '' }), GROUP_NAME_REQUIRED);
    expectBadRequest(await call('POST', 'future-enrollment', { student: 1 }), GROUP_REQUIRED);
    const group = await newGroup('Пустая');
    expectBadRequest(await call('POST', 'future-enrollment', { futureSchoolClass: group.id }), PERSON_REQUIRED);
    expectCleanRefusal(await call('POST', 'future-enrollment', { futureSchoolClass: group.id, student: 1, client: 1 }));
    expectCleanRefusal(await call('POST', 'future-enrollment', { futureSchoolClass: 999999, student: 1 }));
    expectCleanRefusal(await call('POST', 'future-enrollment', { futureSchoolClass: group.id, student: 999999 }));
    expectCleanRefusal(await call('POST', 'future-enrollment', { futureSchoolClass: group.id, student: 1, clientSchoolClassStatus: 999999 }));
    expectCleanRefusal(await call('PATCH', `future-school-classes/${group.id}`, { staff: '/api/teachers/999999' }));
    expectCleanRefusal(await call('PATCH', `future-school-classes/${group.id}`, { staff: 'nonsense' }));
    expectStatus(await call('PATCH', 'future-school-classes/999999', { name: 'A' }), 404);
  });

  it('lets the owner and admin in, and no one else', async () => {
    for (const login of ['teacher', 'user'] as const) {
      expectStatus(await call('GET', 'combined-school-classes', undefined, login), 403);
      expectStatus(await call('POST', 'future-school-classes', { name: 'A' }, login), 403);
    }
    expectStatus(await call('GET', 'combined-school-classes', undefined, 'owner'), 200);
  });
});
