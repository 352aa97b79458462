import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEADLINE_REQUIRED,
  NOTHING_TO_CHANGE,
  PRIORITY_REQUIRED,
  STATUS_REQUIRED,
  STATUS_UNKNOWN,
  TASK_NOT_FOUND,
  TITLE_REQUIRED,
  type TaskEvent,
  type TaskOption,
  type TaskRow,
} from '../../resources/tasks';
import { INVALID_DATE } from '../../resources/field-rules';
import { queryRows } from '../db/rows';
import { BODY_ID_NOT_A_NUMBER } from '../lib/write-context';
import { createTestApp, type DemoLogin, type TestApp } from '../test/app';
import { expectBadRequest, expectCleanRefusal, expectStatus, expectValidationError } from '../test/expect';
import { bodyFor } from '../test/zod-arbitrary';
import { taskCreateSchema, taskUpdateSchema } from '../../resources/tasks';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = async <Body>(url: string, as: DemoLogin = 'admin') => {
  const response = await t.call({ method: 'GET', url: `/api/${url}`, as });
  expectStatus(response, 200);
  return response.json() as Body;
};

const newTask = (overrides: Record<string, unknown> = {}) => ({
  taskTitle: 'Позвонить родителям',
  taskDescription: 'Про оплату',
  taskDeadline: '2026-12-01',
  taskStatusId: 1,
  taskPriorityTypeId: 2,
  staffId: null,
  sendNotification: false,
  ...overrides,
});

const create = async (overrides: Record<string, unknown> = {}, as: DemoLogin = 'admin') =>
  t.call({ method: 'POST', url: '/api/task-new', payload: newTask(overrides), as });

const patch = (id: number, payload: unknown, as: DemoLogin = 'admin') => t.call({ method: 'PATCH', url: `/api/tasks/${id}`, payload: payload as object, as });

describe('tasks: reads (operations.md §7 "Tasks")', () => {
  it('answers the board without archived tasks, with names of status, priority and assignee', async () => {
    const board = await get<TaskRow[]>('tasks-info');
    expect(board.length).toBeGreaterThanOrEqual(20);
    expect(board.every((task) => !task.isArchived)).toBe(true);
    expect(new Set(board.map((task) => task.taskStatusId))).toEqual(new Set([1, 2, 3]));
    const assigned = board.find((task) => task.staffId !== null)!;
    expect(assigned.staffName).toBeTruthy();
    expect(assigned.taskStatusName).toBeTruthy();
    expect(assigned.taskPriorityTypeName).toMatch(/Высокий|Средний|Низкий/);
    const [stored] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from tasks where not is_archived`);
    expect(board.length).toBe(stored.n);
  });

  it('pages, sorts and searches the archive', async () => {
    const all = await t.call({ method: 'GET', url: '/api/tasks-archive-info?_start=0&_end=2&_sort=deadline&_order=asc', as: 'admin' });
    expectStatus(all, 200);
    const rows = all.json() as TaskRow[];
    expect(rows).toHaveLength(2);
    expect(Number(all.headers['x-total-count'])).toBeGreaterThanOrEqual(4);
    expect(rows.every((task) => task.isArchived)).toBe(true);
    expect(rows[0].deadline! <= rows[1].deadline!).toBe(true);
    const found = await get<TaskRow[]>('tasks-archive-info?q=кассу');
    expect(found.map((task) => task.title)).toEqual(['Сверить кассу за третий квартал']);
    expectBadRequest(await t.call({ method: 'GET', url: '/api/tasks-archive-info?_sort=secret', as: 'admin' }), 'Сортировка по полю secret невозможна');
  });

  it('lists the statuses, priorities and the staff a task can be given to', async () => {
    expect(await get<TaskOption[]>('task-status-info')).toEqual([
      { id: 1, name: 'Новая' },
      { id: 2, name: 'В работе' },
      { id: 3, name: 'Выполнена' },
    ]);
    expect((await get<TaskOption[]>('task-priority-type-info')).map((option) => option.name)).toEqual(['Высокий', 'Средний', 'Низкий']);
    const staff = await get<TaskOption[]>('all-admin-info', 'teacher');
    expect(staff.map((member) => member.name)).toEqual(expect.arrayContaining(['Андрей Смирнов', 'Ольга Владимирова']));
    expect(staff.map((member) => member.name)).not.toContain('Анна Петрова');
  });
});

describe('tasks: writes', () => {
  it('creates a task, moves it, edits it, archives and unarchives it, each audited', async () => {
    const created = await create({ staffId: (await get<TaskOption[]>('all-admin-info'))[0].id, sendNotification: true });
    expectStatus(created, 201);
    const task = created.json() as TaskRow;
    expect(task).toMatchObject({ title: 'Позвонить родителям', deadline: '2026-12-01', taskStatusId: 1, taskPriorityTypeId: 2, sendNotification: true, isArchived: false });

    const moved = await patch(task.id, { taskStatus: 'http://localhost:3000/api/task-statuses/2' });
    expectStatus(moved, 200);
    expect((moved.json() as TaskRow).taskStatusId).toBe(2);

    const edited = await patch(task.id, { taskTitle: '  Позвонить всем родителям ', taskDeadline: '2026-12-05', taskPriorityType: 1, staff: null, taskStatus: 3 }, 'teacher');
    expectStatus(edited, 200);
    expect(edited.json()).toMatchObject({ title: 'Позвонить всем родителям', deadline: '2026-12-05', taskPriorityTypeId: 1, staffId: null, taskStatusId: 3 });

    expectStatus(await patch(task.id, { isArchived: true }), 200);
    expect((await get<TaskRow[]>('tasks-info')).some((row) => row.id === task.id)).toBe(false);
    expect((await get<TaskRow[]>('tasks-archive-info')).some((row) => row.id === task.id)).toBe(true);
    expectStatus(await patch(task.id, { isArchived: false }), 200);
    expect((await get<TaskRow[]>('tasks-info')).some((row) => row.id === task.id)).toBe(true);

    const actions = await queryRows<{ action: string }>(t.db, sql`select action from audit_log where entity = 'tasks' and entity_id = ${String(task.id)} order by id`);
    expect(actions.map((row) => row.action)).toEqual(['create', 'update', 'update', 'archive', 'unarchive']);
  });

  it('refuses a form without its fields with the §5 messages, letter for letter', async () => {
    expectValidationError(await create({ taskTitle: '  ' }), TITLE_REQUIRED, 'taskTitle');
    expectValidationError(await create({ taskDeadline: null }), DEADLINE_REQUIRED, 'taskDeadline');
    expectValidationError(await create({ taskPriorityTypeId: undefined }), PRIORITY_REQUIRED, 'taskPriorityTypeId');
    expectValidationError(await create({ taskStatusId: '' }), STATUS_REQUIRED, 'taskStatusId');
    expectValidationError(await create({ taskDeadline: '2026-02-30' }), INVALID_DATE, 'taskDeadline');
    const all = await t.call({ method: 'POST', url: '/api/task-new', payload: {}, as: 'admin' });
    expectBadRequest(all, [TITLE_REQUIRED, DEADLINE_REQUIRED, STATUS_REQUIRED, PRIORITY_REQUIRED].join(', '));
    expectBadRequest(await create({ taskStatusId: 9 }), STATUS_UNKNOWN);
    expectValidationError(await patch(1, { taskTitle: '' }), TITLE_REQUIRED, 'taskTitle');
    expectValidationError(await patch(1, { taskStatus: null }), STATUS_REQUIRED, 'taskStatus');
    expectBadRequest(await patch(1, {}), NOTHING_TO_CHANGE);
    expectBadRequest(await patch(1, { id: 2, isArchived: false }), 'Идентификатор в теле запроса не совпадает с адресом');
    // issue 20: Number() of this object throws, which was a 500
    expectBadRequest(await patch(1, { id: { toString: 1 }, isArchived: false }), BODY_ID_NOT_A_NUMBER);
  });

  it('answers 404 for a task that does not exist', async () => {
    const response = await patch(999_999, { taskStatus: 2 });
    expectStatus(response, 404);
    expect(response.json()).toMatchObject({ message: TASK_NOT_FOUND });
  });

  it('lets a teacher read and move tasks but not create them; a user neither', async () => {
    expectStatus(await create({}, 'teacher'), 403);
    expectStatus(await t.call({ method: 'GET', url: '/api/tasks-info', as: 'teacher' }), 200);
    expectStatus(await t.call({ method: 'GET', url: '/api/tasks-info', as: 'user' }), 403);
    expectStatus(await patch(1, { taskStatus: 2 }, 'user'), 403);
    expectStatus(await t.call({ method: 'GET', url: '/api/tasks-info' }), 401);
  });
});

describe('tasks: generated bodies (the body fuzzer arbitraries, on these two routes only)', () => {
  it.each([
    ['POST', '/api/task-new', taskCreateSchema],
    ['PATCH', '/api/tasks/1', taskUpdateSchema],
  ] as const)('%s %s never answers 500 and refuses cleanly', async (method, url, schema) => {
    const bodies = fc.sample(bodyFor(schema), { numRuns: 40, seed: 20_261_126 });
    for (const body of bodies) {
      const response = await t.call({ method, url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body), as: 'owner' });
      if (response.statusCode >= 400) expectCleanRefusal(response);
      else expect(response.statusCode, JSON.stringify(body)).toBeLessThan(300);
    }
  });
});

describe('tasks: the change stream (GET tasks-events)', () => {
  it('without an event-stream Accept answers the latest change', async () => {
    const answer = await get<{ latestChange: string | null }>('tasks-events');
    expect(answer.latestChange).toBeTruthy();
  });

  it('delivers an event to a connected board after a PATCH, with heartbeat-ready headers', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    try {
      const response = await fetch(`${address}/api/tasks-events`, {
        headers: { accept: 'text/event-stream', authorization: `Bearer ${await t.tokenFor('admin')}` },
        signal: controller.signal,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(response.headers.get('x-accel-buffering')).toBe('no');
      expect(response.headers.get('content-security-policy')).toBeTruthy();
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let text = '';
      const readUntil = async (needle: string) => {
        while (!text.includes(needle)) {
          const { value, done } = await reader.read();
          if (done) throw new Error(`stream ended before ${needle}: ${text}`);
          text += value;
        }
      };
      await readUntil('event: ready');
      const [task] = await get<TaskRow[]>('tasks-info');
      const target = task.taskStatusId === 2 ? 1 : 2;
      expectStatus(await patch(task.id, { taskStatus: target }), 200);
      await readUntil('event: task');
      const line = text.split('\n').find((entry) => entry.startsWith('data: {"kind"'))!;
      expect(JSON.parse(line.slice('data: '.length)) as TaskEvent).toEqual({ kind: 'moved', taskId: task.id, taskStatusId: target });
      // a refused write sends nothing: its transaction never commits
      expectStatus(await patch(task.id, { taskStatus: 9 }), 400);
      expectStatus(await patch(task.id, { taskStatus: task.taskStatusId }), 200);
      await readUntil(`"taskStatusId":${task.taskStatusId}}`);
      expect(text.match(/event: task/g)).toHaveLength(2);
    } finally {
      controller.abort();
    }
  });

  it('refuses the stream without a token or to a user without read Task', async () => {
    expectStatus(await t.call({ method: 'GET', url: '/api/tasks-events', headers: { accept: 'text/event-stream' } }), 401);
    expectStatus(await t.call({ method: 'GET', url: '/api/tasks-events', headers: { accept: 'text/event-stream' }, as: 'user' }), 403);
  });
});
