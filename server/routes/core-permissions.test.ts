import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, rowCounts, type DemoLogin, type TestApp } from '../test/app';
import { expectCleanRefusal } from '../test/expect';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

// Hand-written from core.md §6 and docs/api-core.md: who may call each route. A permitted write gets a body
// that fails validation (or an unknown id), so that the matrix itself changes nothing.
type Expectation = Record<DemoLogin, 'allow' | 'deny'>;
const everyone: Expectation = { owner: 'allow', admin: 'allow', teacher: 'allow', user: 'deny', guest: 'allow' };
const managers: Expectation = { owner: 'allow', admin: 'allow', teacher: 'deny', user: 'deny', guest: 'deny' };
const teacherWrites: Expectation = { owner: 'allow', admin: 'allow', teacher: 'allow', user: 'deny', guest: 'deny' };
const readers: Expectation = { owner: 'allow', admin: 'allow', teacher: 'deny', user: 'deny', guest: 'allow' };

type Route = { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; body?: object; who: Expectation };
const missing = 999_999;

const routes: Route[] = [
  // groups: read/create/update TeacherSheet; the students of a group are archived by full editors only
  { method: 'GET', url: '/api/teacher-sheets-info', who: everyone },
  { method: 'GET', url: '/api/teacher-sheets-archive-info', who: everyone },
  { method: 'GET', url: '/api/teacher-sheets-filters', who: everyone },
  { method: 'POST', url: '/api/create-new-class', body: {}, who: teacherWrites },
  { method: 'PATCH', url: `/api/classes/${missing}`, body: {}, who: teacherWrites },
  { method: 'PATCH', url: `/api/student-classes/${missing}/archiveStudents`, who: managers },
  { method: 'POST', url: `/api/update-teacher-sheet/${missing}`, who: teacherWrites },
  // tariffs: Payment
  { method: 'GET', url: '/api/subject-pricing-info', who: readers },
  { method: 'POST', url: '/api/subject-pricing', body: {}, who: managers },
  { method: 'PATCH', url: `/api/subject-pricing/${missing}`, body: {}, who: managers },
  { method: 'DELETE', url: `/api/subject-pricing/${missing}`, who: managers },
  // applications and client parents: read Request to read, manage Request to write; archived applications: read Archive
  { method: 'GET', url: '/api/clients-info', who: readers },
  { method: 'GET', url: '/api/clients-info/1', who: readers },
  { method: 'GET', url: '/api/clients-archive-info', who: readers },
  { method: 'POST', url: '/api/client-new', body: {}, who: managers },
  { method: 'POST', url: '/api/student-new', body: {}, who: managers },
  { method: 'PATCH', url: `/api/clients/${missing}`, body: {}, who: managers },
  { method: 'POST', url: '/api/convert-client-to-student', body: {}, who: managers },
  { method: 'POST', url: '/api/client-parent-new-with-link', body: {}, who: managers },
  { method: 'PATCH', url: '/api/update-client-parent-link', body: {}, who: managers },
  { method: 'POST', url: '/api/client-school-subjects', body: {}, who: managers },
  { method: 'DELETE', url: `/api/client-school-subjects/${missing}`, who: managers },
  { method: 'POST', url: '/api/client-attendance-type-links', body: {}, who: managers },
  { method: 'DELETE', url: `/api/client-attendance-type-links/${missing}`, who: managers },
  { method: 'POST', url: '/api/service/clients/update-name', body: {}, who: managers },
  { method: 'GET', url: '/api/client-parents-info', who: readers },
  { method: 'POST', url: '/api/client-parents', body: {}, who: managers },
  { method: 'PATCH', url: `/api/client-parents/${missing}`, body: {}, who: managers },
  { method: 'GET', url: '/api/all-parents-info', who: readers },
  // students: read Student to read, update Student to write; archived students: read Archive
  { method: 'GET', url: '/api/students-info', who: everyone },
  { method: 'GET', url: '/api/students-info/1', who: everyone },
  { method: 'GET', url: '/api/students/1', who: everyone },
  { method: 'GET', url: '/api/students-archive-info', who: readers },
  { method: 'PATCH', url: `/api/students/${missing}`, body: {}, who: managers },
  { method: 'POST', url: '/api/student-parent-new-with-link', body: {}, who: managers },
  { method: 'POST', url: '/api/update-or-create-student-parent-link', body: {}, who: managers },
  { method: 'POST', url: '/api/student-attendance-type-links', body: {}, who: managers },
  { method: 'DELETE', url: `/api/student-attendance-type-links/${missing}`, who: managers },
  { method: 'POST', url: '/api/service/students/update-name', body: {}, who: managers },
  // the parents table: read Student to read (a student's row shows its parent already), manage Student to add
  { method: 'GET', url: '/api/parents-info', who: everyone },
  { method: 'POST', url: '/api/parents/new', body: {}, who: managers },
  { method: 'PATCH', url: `/api/parents/${missing}`, body: {}, who: managers },
  // grades: read Grade
  { method: 'GET', url: '/api/student-grades-info', who: everyone },
];

const logins: DemoLogin[] = ['owner', 'admin', 'teacher', 'user', 'guest'];
const cases = routes.flatMap((route) => logins.map((login) => ({ ...route, login, expected: route.who[login] })));

describe('permission matrix of the core routes', () => {
  let before: Record<string, number>;
  beforeAll(async () => {
    before = await rowCounts(t.db);
  });

  it.each(cases)('$method $url as $login: $expected', async ({ method, url, body, login, expected }) => {
    const response = await t.call({ method, url, payload: body, as: login });
    if (expected === 'deny') {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toEqual({ message: 'Нет доступа' });
    } else {
      expect([401, 403]).not.toContain(response.statusCode);
      expect(response.statusCode, response.body).toBeLessThan(500);
      if (method === 'GET') expect(response.statusCode, response.body).toBe(200);
      else expectCleanRefusal(response);
    }
  });

  it.each(routes)('$method $url without a token: 401', async ({ method, url, body }) => {
    const response = await t.call({ method, url, payload: body });
    expect(response.statusCode).toBe(401);
  });

  it.each(routes.filter((route) => route.method !== 'GET'))('$method $url: malformed bodies get 4xx, never 500', async ({ method, url }) => {
    for (const payload of ['[1,2]', '"text"', 'null', '{broken', '{"name": {"$ne": null}}', '{"clientId": "1; drop table students"}']) {
      const response = await t.call({ method, url, payload, headers: { 'content-type': 'application/json' }, as: 'owner' });
      expectCleanRefusal(response);
    }
  });

  it('changed nothing', async () => {
    expect(await rowCounts(t.db)).toEqual(before);
  });
});

describe('the group page of a teacher (core.md §6)', () => {
  it('lets a teacher change the current cycle only', async () => {
    const [group] = (await t.call({ method: 'GET', url: '/api/teacher-sheets-info', as: 'teacher' })).json() as { classId: number; classCycle: number; className: string }[];
    const cycle = await t.call({ method: 'PATCH', url: `/api/classes/${group.classId}`, payload: { classCycle: group.classCycle + 1 }, as: 'teacher' });
    expect(cycle.statusCode, cycle.body).toBe(200);
    expect(cycle.json()).toMatchObject({ classId: group.classId, classCycle: group.classCycle + 1 });

    for (const payload of [{ className: 'Другое имя' }, { classCycle: 2, className: 'Другое имя' }, { isArchived: true }, { color: '#000000' }]) {
      const refused = await t.call({ method: 'PATCH', url: `/api/classes/${group.classId}`, payload, as: 'teacher' });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(403);
    }
    const after = (await t.call({ method: 'GET', url: '/api/teacher-sheets-info', as: 'teacher' })).json() as { classId: number; className: string }[];
    expect(after.find((row) => row.classId === group.classId)?.className).toBe(group.className);
  });

  it('lets a teacher create a group, but not with a tariff', async () => {
    const body = { className: 'Группа учителя', schoolYearId: 5, staffId: 1, subjectId: 1, classCycle: 1 };
    const withTariff = await t.call({ method: 'POST', url: '/api/create-new-class', payload: { ...body, subjectPricingId: 1 }, as: 'teacher' });
    expect(withTariff.statusCode).toBe(403);
    const created = await t.call({ method: 'POST', url: '/api/create-new-class', payload: body, as: 'teacher' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ className: 'Группа учителя', subjectPricing: null, numberOfLessonsPerCycle: 8 });
  });
});
