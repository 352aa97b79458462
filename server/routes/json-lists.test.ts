import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { clientRowSchema, type ClientRow } from '../../resources/clients';
import { studentRowSchema, type StudentRow } from '../../resources/students';
import { createTestApp, type TestApp } from '../test/app';
import { expectStatus } from '../test/expect';

// The students and applications lists are written as JSON by the database and sent as they are
// (services/json-rows.ts, lib/json-text.ts): no serializer holds them to the contract, so this test does.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = async (url: string) => {
  const response = await t.call({ method: 'GET', url: `/api/${url}`, as: 'owner' });
  expectStatus(response, 200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return { rows: response.json() as unknown[], total: Number(response.headers['x-total-count']) };
};

// Every row has exactly the keys of the schema, of its types: a parse changes nothing (it drops unknown keys).
const expectExactly = (schema: z.ZodType, rows: unknown[]) => {
  for (const row of rows) expect(schema.parse(row)).toStrictEqual(row);
};

const russian = new Intl.Collator('ru-RU', { sensitivity: 'variant', numeric: true });
const inRussianOrder = (names: string[]) => [...names].sort(russian.compare);

describe('lists written by the database', () => {
  it('students, active and archived, whole and paged, hold to studentRowSchema', async () => {
    for (const url of ['students-info', 'students-archive-info', 'students-info?_start=5&_end=30&_sort=creationDate&_order=desc']) {
      const { rows, total } = await get(url);
      expect(rows.length).toBeGreaterThan(0);
      expect(total).toBeGreaterThanOrEqual(rows.length);
      expectExactly(studentRowSchema, rows);
    }
  });

  it('applications, active and archived, hold to clientRowSchema', async () => {
    for (const url of ['clients-info', 'clients-archive-info', 'clients-info?_start=0&_end=10&_sort=clientName&_order=asc']) {
      const { rows } = await get(url);
      expect(rows.length).toBeGreaterThan(0);
      expectExactly(clientRowSchema, rows);
    }
  });

  it('an empty page is an empty array with its total', async () => {
    expect(await get('students-info?q=%D0%BD%D0%B5%D1%82-%D1%82%D0%B0%D0%BA%D0%BE%D0%B3%D0%BE')).toEqual({ rows: [], total: 0 });
    expect(await get('clients-info?_start=100000&_end=100025')).toEqual({ rows: [], total: expect.any(Number) });
  });

  it('keeps the order of the page and of each nested list', async () => {
    const { rows } = await get('students-info?_sort=studentId&_order=desc');
    const students = rows as StudentRow[];
    const ids = students.map((row) => row.studentId);
    expect(ids).toEqual([...ids].sort((left, right) => right - left));
    for (const row of students) {
      expect(row.subjects.map((subject) => subject.subjectName)).toEqual(inRussianOrder(row.subjects.map((subject) => subject.subjectName)));
      const classNames = row.studentSchoolClasses.map((group) => group.className);
      expect(classNames).toEqual(inRussianOrder(classNames));
      const formats = row.attendanceTypes.map((format) => format.attendanceTypeId);
      expect(formats).toEqual([...formats].sort((left, right) => left - right));
    }
    expect(students.some((row) => row.subjects.length > 1)).toBe(true);
    const applications = (await get('clients-info')).rows as ClientRow[];
    for (const row of applications) {
      expect(row.subjects.every((subject) => subject.clientId === row.clientId)).toBe(true);
      expect(row.subjects.map((subject) => subject.subjectName)).toEqual(inRussianOrder(row.subjects.map((subject) => subject.subjectName)));
    }
  });

  it('one student and one application read the same row as the list', async () => {
    const [student] = (await get('students-info?_start=0&_end=1')).rows as StudentRow[];
    const one = await t.call({ method: 'GET', url: `/api/students/${student.studentId}`, as: 'owner' });
    expect(one.json()).toEqual(student);
    const [application] = (await get('clients-info?_start=0&_end=1')).rows as ClientRow[];
    const read = await t.call({ method: 'GET', url: `/api/clients-info/${application.clientId}`, as: 'owner' });
    expect(read.json()).toEqual(application);
  });
});
