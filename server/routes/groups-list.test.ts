import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareGroupOrder, type GroupFilterOptions, type GroupRow } from '../../resources/groups';
import { schoolYears, staff } from '../db/schema/index';
import { createTestApp, rowCounts, type TestApp } from '../test/app';
import { expectCleanRefusal, expectStatus } from '../test/expect';

// core.md §2.5, the groups list: searched, filtered, ordered and paged by the server (issue 24 part 2: a page of
// cards with the students of those groups only), and what its counters and filters offer (teacher-sheets-filters).
let t: TestApp;
let years: Map<string, number>;
let teacher: { id: number; name: string };
beforeAll(async () => {
  t = await createTestApp();
  years = new Map((await t.db.select().from(schoolYears)).map((year) => [year.description, year.id]));
  const [first] = await t.db.insert(staff).values({ name: 'Ёжикова Тест' }).returning();
  teacher = { id: first.id, name: first.name };
  // a run's own groups: one word of their own, names with numbers, and classes from pre-school to adult
  const made = [
    ['Ъзщ 10', '5 класс'],
    ['Ъзщ 2', '5 класс'],
    ['Ъзщ 1', '5 класс'],
    ['Ъзщ взрослые', 'Взрослый'],
    ['Ъзщ малыши', 'Дошкольник'],
    ['Ъзщ Ёлочка', '11 класс'],
  ] as const;
  for (const [className, year] of made) {
    const response = await t.call({
      method: 'POST',
      url: '/api/create-new-class',
      payload: { className, schoolYearId: years.get(year), staffId: teacher.id, subjectId: 1, classCycle: 1 },
      as: 'admin',
    });
    expectStatus(response, 201);
  }
});
afterAll(async () => {
  await t?.close();
});

const list = async (query = '', as: 'owner' | 'teacher' = 'owner') => {
  const response = await t.call({ method: 'GET', url: `/api/teacher-sheets-info${query}`, as });
  expectStatus(response, 200);
  return { rows: response.json() as GroupRow[], total: Number(response.headers['x-total-count']) };
};
const names = (rows: GroupRow[]) => rows.map((row) => row.className);
const order = (rows: GroupRow[]) =>
  [...rows].sort(
    (left, right) =>
      compareGroupOrder(
        { schoolYearDescription: left.schoolYear.description, className: left.className },
        { schoolYearDescription: right.schoolYear.description, className: right.className },
      ) || left.classId - right.classId,
  );

describe('teacher-sheets-info, the groups list', () => {
  it('answers every active group without a page, in class order and then by name (numbers ascending)', async () => {
    const { rows, total } = await list();
    expect(total).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(25);
    expect(names(rows)).toEqual(names(order(rows)));
    expect(names((await list('?q=ЪЗЩ')).rows)).toEqual(['Ъзщ малыши', 'Ъзщ 1', 'Ъзщ 2', 'Ъзщ 10', 'Ъзщ Ёлочка', 'Ъзщ взрослые']);
  });

  it('answers a page of that order with the number of all that match, and the page’s students only', async () => {
    const whole = (await list()).rows;
    const first = await list('?_start=0&_end=5');
    const second = await list('?_start=5&_end=10');
    expect(first.total).toBe(whole.length);
    expect(first.rows).toEqual(whole.slice(0, 5));
    expect(second.rows).toEqual(whole.slice(5, 10));
    expect((await list(`?_start=${whole.length}&_end=${whole.length + 24}`)).rows).toEqual([]);
  });

  it.each([
    ['ъзщ 1', ['Ъзщ 1', 'Ъзщ 10']],
    ['елочка', ['Ъзщ Ёлочка']], // 'ё' is found by 'е'
    ['ЕЖИКОВА', ['Ъзщ малыши', 'Ъзщ 1', 'Ъзщ 2', 'Ъзщ 10', 'Ъзщ Ёлочка', 'Ъзщ взрослые']], // the teacher
    ['  взрослый ', ['Ъзщ взрослые']], // the class, trimmed
    ['50%_', []],
  ])('searches the name, the teacher and the class: %j', async (q, expected) => {
    const { rows, total } = await list(`?q=${encodeURIComponent(q)}`);
    expect(names(rows).filter((name) => name.startsWith('Ъзщ'))).toEqual(expected);
    expect(total).toBe(rows.length);
  });

  it('filters by teacher and by class, with the search, and pages what is left', async () => {
    const byTeacher = await list(`?teacherId=${teacher.id}`);
    expect(byTeacher.total).toBe(6);
    expect(byTeacher.rows.every((row) => row.teacher.teacherId === teacher.id)).toBe(true);
    const byClass = await list(`?teacherId=${teacher.id}&schoolYearId=${years.get('5 класс')}&_start=1&_end=3`);
    expect(byClass).toEqual({ rows: [expect.objectContaining({ className: 'Ъзщ 2' }), expect.objectContaining({ className: 'Ъзщ 10' })], total: 3 });
    expect((await list(`?q=${encodeURIComponent('Ёлочка')}&schoolYearId=${years.get('5 класс')}`)).total).toBe(0);
  });

  it.each([
    ['_start=-1', 400],
    ['_end=abc', 400],
    ['teacherId=0', 400],
    ['schoolYearId=1.5', 400],
    [`q=${'я'.repeat(201)}`, 400],
    ['_sort=className', 400],
  ])('refuses ?%s cleanly and changes nothing', async (query, status) => {
    const before = await rowCounts(t.db);
    const response = await t.call({ method: 'GET', url: `/api/teacher-sheets-info?${query}`, as: 'owner' });
    expectStatus(response, status);
    expectCleanRefusal(response);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('names the key it does not know', async () => {
    const response = await t.call({ method: 'GET', url: '/api/teacher-sheets-info?_sort=className', as: 'owner' });
    expect((response.json() as { message: string }).message).toBe('Нераспознанный ключ: "_sort"');
  });
});

describe('teacher-sheets-filters', () => {
  it('counts the active groups and offers their teachers by name and their classes in class order, each once', async () => {
    const response = await t.call({ method: 'GET', url: '/api/teacher-sheets-filters', as: 'teacher' });
    expectStatus(response, 200);
    const answer = response.json() as GroupFilterOptions;
    const rows = (await list()).rows;
    expect(answer.total).toBe(rows.length);
    const teacherIds = new Set(rows.map((row) => row.teacher.teacherId));
    expect(answer.teachers.map((option) => option.value).sort()).toEqual([...teacherIds].sort());
    expect(answer.teachers).toContainEqual({ value: teacher.id, label: teacher.name });
    const labels = answer.teachers.map((option) => option.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('ru-RU', { numeric: true }).compare));
    const classes = answer.classes.map((option) => option.label);
    expect(new Set(classes).size).toBe(classes.length);
    expect(classes.indexOf('Дошкольник')).toBe(0);
    expect(classes.at(-1)).toBe('Взрослый');
    expect(classes.indexOf('5 класс')).toBeLessThan(classes.indexOf('11 класс'));
  });
});
