import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_AT_RISK, type ChurnRiskRow } from '../../resources/churn';
import { dayInTimeZone } from '../../resources/school-year';
import { queryRows } from '../db/rows';
import { createChurnTasks } from '../services/churn';
import { createTestApp, type DemoLogin, type TestApp } from '../test/app';
import { expectBadRequest, expectStatus } from '../test/expect';
import { readSheet } from '../test/sheet';
import { runChurnTick } from '../workers/churn-tasks';

// Issue 23 item 1, 'Риск ухода' (docs/api-operations.md): the list paged, sorted, searched and exported, who may
// read it, the refusals of a bad query, and the administrator's task made once per student, group and cycle —
// asked twice, run by two instances at once, or by the hourly check. The rule's own cases are resources/churn.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const read = async (query = '', as: DemoLogin = 'admin') => {
  const response = await t.call({ method: 'GET', url: `/api/churn-risks-info${query}`, as });
  expectStatus(response, 200);
  return { rows: response.json() as ChurnRiskRow[], total: Number(response.headers['x-total-count']) };
};
const today = () => dayInTimeZone(new Date(), t.config.tzCentre);
const count = async (query: string) => Number((await queryRows<{ total: number | string }>(t.db, sql.raw(query)))[0].total);
const churnTaskRows = () => queryRows<{ studentId: number; classId: number; cycle: number; taskId: number }>(t.db, sql`select student_id as "studentId", class_id as "classId", cycle_number as cycle, task_id as "taskId" from churn_tasks`);

describe('churn-risks-info', () => {
  it('lists the demo students at risk, the highest first, each with its reasons, a page at a time', async () => {
    const whole = await read();
    expect(whole.total).toBeGreaterThan(10);
    expect(whole.rows.length).toBe(whole.total);
    const scores = whole.rows.map((row) => row.riskScore);
    expect(scores).toEqual([...scores].sort((left, right) => right - left));
    expect(new Set(whole.rows.map((row) => row.riskLevel))).toEqual(new Set(['Высокий', 'Средний', 'Низкий']));
    for (const row of whole.rows) {
      expect(row.reasons.length).toBeGreaterThan(0);
      expect(row.reasonsText).toBe(row.reasons.join('\n'));
    }
    expect(whole.rows.flatMap((row) => row.reasons)).toContain('Следующий цикл не оплачен после первого занятия');

    const first = await read('?_start=0&_end=10');
    const second = await read('?_start=10&_end=20');
    expect(first.total).toBe(whole.total);
    expect([...first.rows, ...second.rows].map((row) => row.riskId)).toEqual(whole.rows.slice(0, 20).map((row) => row.riskId));
  });

  it('sorts by student, group or cycle, filters by group, and searches every word of the student or group name', async () => {
    const byName = (await read('?_sort=studentName&_order=asc')).rows.map((row) => row.studentName);
    expect(byName).toEqual([...byName].sort(new Intl.Collator('ru').compare));
    const byCycle = (await read('?_sort=cycle&_order=desc')).rows.map((row) => row.cycle);
    expect(byCycle).toEqual([...byCycle].sort((left, right) => right - left));

    const { rows } = await read();
    const { classId, className, studentName } = rows[0];
    const ofGroup = await read(`?classId=${classId}`);
    expect(ofGroup.rows.length).toBeGreaterThan(0);
    expect(ofGroup.rows.every((row) => row.classId === classId)).toBe(true);

    const [firstWord] = studentName.split(' ');
    const found = await read(`?q=${encodeURIComponent(`${firstWord.toUpperCase().replace(/Е/g, 'Ё')} ${className.split(' ')[0].toLowerCase()}`)}`);
    expect(found.rows.map((row) => row.riskId)).toContain(rows[0].riskId);
    expect(found.rows.every((row) => row.studentName.includes(firstWord) || row.className.includes(firstWord))).toBe(true);
    expect((await read('?q=нетакогоученика')).total).toBe(0);
  });

  it('shows a student who missed two of the last four lessons, from the gradebook as it is', async () => {
    // an enrolment with no sign: its last four marks present, at least four of them
    const listed = new Set((await read()).rows.map((row) => `${row.studentId}-${row.classId}`));
    const calm = await queryRows<{ studentId: number; classId: number; lessonIds: number[] }>(
      t.db,
      sql`select student_id as "studentId", class_id as "classId", array_agg(lesson_id order by place) as "lessonIds" from (
            select g.student_id, l.class_id, l.id as lesson_id, g.value,
              row_number() over (partition by g.student_id, l.class_id order by l.cycle_number desc, l.lesson_number desc) as place
            from grades g join lessons l on l.id = g.lesson_id
            join ledger_enrolments le on le.student_id = g.student_id and le.class_id = l.class_id
            where g.grade_type = 'attendance' and btrim(coalesce(g.value, '')) <> '') recent
          where place <= 4 group by student_id, class_id having count(*) = 4 and bool_and(value like '+%')`,
    );
    const enrolment = calm.find((candidate) => !listed.has(`${candidate.studentId}-${candidate.classId}`))!;
    expect(enrolment).toBeDefined();
    await t.db.execute(
      sql`update grades set value = '-' where grade_type = 'attendance' and student_id = ${enrolment.studentId}
          and lesson_id = any(${`{${enrolment.lessonIds.slice(0, 2).join(',')}}`}::int[])`,
    );
    const [row] = (await read(`?studentId=${enrolment.studentId}&classId=${enrolment.classId}`)).rows;
    expect(row.reasons).toContain('Пропустил 2 из последних 4 занятий');
  });

  it('is exported through the one export route, the rows of the list in its order', async () => {
    const whole = await read('?_sort=studentName&_order=asc');
    const response = await t.call({ method: 'GET', url: '/api/export/churn-risks?_sort=studentName&_order=asc', as: 'owner' });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const [header, ...rows] = (await readSheet(response.rawPayload)).rows;
    expect(header).toEqual(['Ученик', 'Группа', 'Цикл', 'Риск', 'Баллы', 'Почему']);
    expect(rows.map((row) => row[0])).toEqual(whole.rows.map((row) => row.studentName));
    expect(rows[0][5]).toBe(whole.rows[0].reasonsText);
    expectStatus(await t.call({ method: 'GET', url: '/api/export/churn-risks', as: 'teacher' }), 403);
  });
});

describe('who may read it and make its tasks', () => {
  it.each([
    ['owner', 200],
    ['admin', 200],
    ['teacher', 403],
    ['user', 403],
    // core.md §6: a user without a role reads everything (NO_ROLE_ACCESS=read, the default)
    ['guest', 200],
  ] as const)('%s reads the list: %i', async (login, status) => {
    expectStatus(await t.call({ method: 'GET', url: '/api/churn-risks-info?_start=0&_end=5', as: login }), status);
  });

  it('without a token: 401; a task is made by the owner and administrators only', async () => {
    expectStatus(await t.call({ method: 'GET', url: '/api/churn-risks-info' }), 401);
    const [row] = (await read()).rows;
    for (const login of ['teacher', 'user', 'guest'] as const) {
      expectStatus(await t.call({ method: 'POST', url: `/api/churn-risks/${row.studentId}/${row.classId}/task`, as: login }), 403);
    }
    expect(await count('select count(*) as total from churn_tasks')).toBe(0);
  });
});

describe('a bad query changes nothing and says why', () => {
  it.each([
    ['?_sort=riskLevel', 'Сортировка по полю riskLevel невозможна'],
    ['?_sort=riskScore&_order=up', 'Параметр _order: asc или desc'],
    ['?_start=-1', 'Параметр _start должен быть неотрицательным целым числом'],
    ['?_start=10&_end=5', 'Параметр _end должен быть не меньше _start'],
    ['?classId=abc', 'Некорректное значение фильтра classId'],
    ['?teacherId=1', 'Фильтр по полю teacherId невозможен'],
    ['?q=a&q=b', 'Параметр q указан несколько раз'],
  ])('%s', async (query, message) => {
    expectBadRequest(await t.call({ method: 'GET', url: `/api/churn-risks-info${query}`, as: 'admin' }), message);
  });

  it('a task for a student who is not at risk in that group is refused', async () => {
    const response = await t.call({ method: 'POST', url: '/api/churn-risks/999999/999999/task', as: 'admin' });
    expectStatus(response, 404);
    expect(response.json().message).toBe(NOT_AT_RISK);
    expectStatus(await t.call({ method: 'POST', url: '/api/churn-risks/abc/1/task', as: 'admin' }), 400);
  });
});

describe("the administrator's task, once per student, group and cycle", () => {
  it("is made on demand through the task board, with the reasons in its text; asked again, it is the same task", async () => {
    const row = (await read()).rows.find((candidate) => candidate.riskLevel === 'Средний')!;
    const tasksBefore = await count('select count(*) as total from tasks');
    const url = `/api/churn-risks/${row.studentId}/${row.classId}/task`;
    const first = await t.call({ method: 'POST', url, as: 'admin' });
    expectStatus(first, 200);
    const { taskId, created } = first.json() as { taskId: number; created: boolean };
    expect(created).toBe(true);
    const again = await t.call({ method: 'POST', url, as: 'owner' });
    expect(again.json()).toEqual({ taskId, created: false });
    expect(await count('select count(*) as total from tasks')).toBe(tasksBefore + 1);

    // on the board, as the board reads it
    const board = await t.call({ method: 'GET', url: '/api/tasks-info', as: 'admin' });
    const task = (board.json() as { id: number; title: string; description: string }[]).find((entry) => entry.id === taskId)!;
    expect(task).toMatchObject({ title: `Риск ухода: ${row.studentName}`, taskStatusName: 'Новая', taskPriorityTypeName: 'Высокий', isArchived: false });
    expect(task.description).toContain(`группа «${row.className}», цикл ${row.cycle}`);
    for (const reason of row.reasons) expect(task.description).toContain(`— ${reason}`);
    expect((await read(`?studentId=${row.studentId}&classId=${row.classId}`)).rows[0].taskId).toBe(taskId);
  });

  it('two checks at once (two instances) make each high-risk task once; a third makes none', async () => {
    const high = (await read()).rows.filter((row) => row.riskLevel === 'Высокий');
    expect(high.length).toBeGreaterThan(3);
    const tasksBefore = await count('select count(*) as total from tasks');
    const keysBefore = (await churnTaskRows()).length;
    const actor = { id: null, login: 'churn-check' };
    const runs = await Promise.all([createChurnTasks(t.database, today(), actor), createChurnTasks(t.database, today(), actor)]);
    expect(runs[0].created + runs[1].created).toBe(high.length);
    expect((await createChurnTasks(t.database, today(), actor)).created).toBe(0);

    const keys = await churnTaskRows();
    expect(keys.length).toBe(keysBefore + high.length);
    expect(keys.every((key) => key.taskId !== null)).toBe(true);
    expect(new Set(keys.map((key) => key.taskId)).size).toBe(keys.length);
    expect(await count('select count(*) as total from tasks')).toBe(tasksBefore + high.length);
    const listed = (await read()).rows.filter((row) => row.riskLevel === 'Высокий');
    expect(listed.every((row) => row.taskId !== null)).toBe(true);
  });

  it('the hourly check runs once an hour whatever the number of instances: the second tick finds the hour taken', async () => {
    await t.db.execute(sql`delete from worker_leases where name = 'churn-tasks'`);
    const context = { config: t.config, database: t.database, log: t.app.log };
    const ticks = await Promise.all([runChurnTick(context), runChurnTick(context)]);
    expect(ticks.filter((tick) => tick !== undefined)).toHaveLength(1);
    expect(ticks.find((tick) => tick !== undefined)?.created).toBe(0); // every task made already
    expect(await runChurnTick(context)).toBeUndefined();
  });
});
