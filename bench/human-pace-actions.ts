import { randomUUID } from 'node:crypto';
import type { Gradebook } from '../resources/gradebook';
import { findTargets, paymentBody, type Target } from './payment-writers';
import { groupsPage } from './lists';

// What a member of staff does at human pace (issue 24 part 2): list pages, searches, a payment, marks in the
// gradebook, the task board. Each action is one request; `pick` chooses one by its weight.

export type Request = { method: 'GET' | 'POST' | 'PATCH'; path: string; body?: unknown; headers?: Record<string, string> };
export type Action = { name: string; weight: number; request: (random: () => number) => Request };

type Fixtures = {
  targets: Target[];
  cells: { studentId: number; lessonId: number }[];
  groups: number[];
  tasks: number[];
  statuses: number[];
};

const SEARCH_WORDS = ['иван', 'петр', 'ова', 'смирн', 'алекс', 'мар', 'кузн', 'ольг'];
const MARKS = ['3', '4', '5', '+', '-'];

const getJson = async <Answer>(base: string, token: string, path: string): Promise<Answer> => {
  const response = await fetch(`${base}/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as Answer;
};

// Read once before the run: students to pay for, gradebook cells to mark, tasks to move.
export const loadFixtures = async (base: string, token: string): Promise<Fixtures> => {
  const groups = (await getJson<{ classId: number }[]>(base, token, 'teacher-sheets-info')).map((row) => row.classId);
  const cells: Fixtures['cells'] = [];
  for (const id of groups.slice(0, 20)) {
    const book = await getJson<Gradebook>(base, token, `gradebook?schoolClassId=${id}`);
    for (const student of book.students.slice(0, 5)) for (const lesson of book.lessons.slice(0, 4)) cells.push({ studentId: student.id, lessonId: lesson.id });
  }
  const tasks = (await getJson<{ id: number }[]>(base, token, 'tasks-info')).map((row) => row.id);
  const statuses = (await getJson<{ id: number }[]>(base, token, 'task-status-info')).map((row) => row.id);
  if (groups.length === 0 || cells.length === 0 || tasks.length === 0) throw new Error('the bench data has no groups, gradebook cells or tasks');
  return { targets: await findTargets(base, token, 30), cells, groups, tasks, statuses };
};

const one = <T>(items: T[], random: () => number) => items[Math.floor(random() * items.length)];
const page = (random: () => number, pages: number) => {
  const start = Math.floor(random() * pages) * 25;
  return `_start=${start}&_end=${start + 25}`;
};
const word = (random: () => number) => encodeURIComponent(one(SEARCH_WORDS, random));

export const staffActions = (fixtures: Fixtures): Action[] => [
  { name: 'list: students', weight: 10, request: (random) => ({ method: 'GET', path: `students-info?${page(random, 20)}&_sort=studentName&_order=asc` }) },
  { name: 'list: applications', weight: 6, request: (random) => ({ method: 'GET', path: `clients-info?${page(random, 10)}&_sort=clientName&_order=asc` }) },
  { name: 'list: payments', weight: 8, request: (random) => ({ method: 'GET', path: `payments-info?${page(random, 10)}` }) },
  { name: 'list: groups', weight: 4, request: () => ({ method: 'GET', path: groupsPage }) },
  { name: 'list: debtors', weight: 6, request: (random) => ({ method: 'GET', path: `debtors-info?${page(random, 5)}` }) },
  { name: 'search: students', weight: 10, request: (random) => ({ method: 'GET', path: `students-info?_start=0&_end=25&q=${word(random)}` }) },
  { name: 'search: payments', weight: 6, request: (random) => ({ method: 'GET', path: `payments-info?_start=0&_end=25&q=${word(random)}` }) },
  {
    name: 'payment (Idempotency-Key)',
    weight: 8,
    request: (random) => ({ method: 'POST', path: 'addPayment', body: paymentBody(one(fixtures.targets, random), 0), headers: { 'idempotency-key': randomUUID() } }),
  },
  { name: 'gradebook of a group', weight: 10, request: (random) => ({ method: 'GET', path: `gradebook?schoolClassId=${one(fixtures.groups, random)}` }) },
  {
    name: 'mark in the gradebook',
    weight: 14,
    request: (random) => ({ method: 'POST', path: 'grades/upsert', body: { ...one(fixtures.cells, random), gradeType: 'classwork', gradeValue: one(MARKS.slice(0, 3), random), gradeColor: null } }),
  },
  {
    name: 'attendance mark',
    weight: 6,
    request: (random) => ({ method: 'POST', path: 'grades/upsert', body: { ...one(fixtures.cells, random), gradeType: 'attendance', gradeValue: one(MARKS.slice(3), random), gradeColor: null } }),
  },
  { name: 'tasks: board', weight: 10, request: () => ({ method: 'GET', path: 'tasks-info' }) },
  { name: 'tasks: move', weight: 6, request: (random) => ({ method: 'PATCH', path: `tasks/${one(fixtures.tasks, random)}`, body: { taskStatus: one(fixtures.statuses, random) } }) },
];

export const pick = (actions: Action[], random: () => number): Action => {
  const total = actions.reduce((sum, action) => sum + action.weight, 0);
  let point = random() * total;
  for (const action of actions) {
    point -= action.weight;
    if (point < 0) return action;
  }
  return actions[actions.length - 1];
};
