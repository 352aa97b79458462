import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIRTH_DATE_IN_FUTURE, INVALID_TELEGRAM_ID } from '../../resources/field-rules';
import { createTestApp, rowCounts, type TestApp } from '../test/app';
import { expectValidationError } from '../test/expect';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const form = {
  clientName: 'Пётр Ёлкин',
  schoolYearId: 6,
  clientStatusId: 1,
  attendanceTypeIds: [1],
  subjectIds: [1],
};

// Every route that takes a birth date, a Telegram ID or studentAdd, with a body that is otherwise valid.
const birthDateRoutes = [
  { method: 'POST', url: '/api/client-new', body: form },
  { method: 'POST', url: '/api/student-new', body: { ...form, clientStatusId: 0, subjectIds: [] } },
  { method: 'PATCH', url: '/api/clients/1', body: {} },
  { method: 'PATCH', url: '/api/students/1', body: {} },
] as const;

const telegramRoutes = [
  { method: 'PATCH', url: '/api/clients/1', body: {} },
  { method: 'PATCH', url: '/api/students/1', body: {} },
  { method: 'PATCH', url: '/api/parents/1', body: {} },
] as const;

describe('fields an outside probe got through (issue 7)', () => {
  let before: Record<string, number>;
  beforeAll(async () => {
    before = await rowCounts(t.db);
  });

  it.each(birthDateRoutes)('$method $url refuses the birth date 9999-12-31', async ({ method, url, body }) => {
    const response = await t.call({ method, url, payload: { ...body, dateOfBirth: '9999-12-31' }, as: 'admin' });
    expectValidationError(response, BIRTH_DATE_IN_FUTURE, 'dateOfBirth');
  });

  it.each(telegramRoutes)('$method $url refuses the Telegram ID javascript:alert(1)', async ({ method, url, body }) => {
    const response = await t.call({ method, url, payload: { ...body, telegramId: 'javascript:alert(1)' }, as: 'admin' });
    expectValidationError(response, INVALID_TELEGRAM_ID, 'telegramId');
  });

  it.each(['yes', 1, null, {}, []])('POST client-new refuses studentAdd %j', async (studentAdd) => {
    const response = await t.call({ method: 'POST', url: '/api/client-new', payload: { ...form, studentAdd }, as: 'admin' });
    expectValidationError(response, 'studentAdd должен быть true или false', 'studentAdd');
  });

  it('changed nothing', async () => {
    expect(await rowCounts(t.db)).toEqual(before);
  });
});
