import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERCENTAGE_RATE_INVALID, STAFF_NAME_EMPTY, STAFF_ROLE_EMPTY, type StaffRow } from '../../resources/staff';
import { INVALID_PHONE, INVALID_TELEGRAM_ID } from '../../resources/field-rules';
import { staff } from '../db/schema/index';
import { createTestApp, rowCounts, type DemoLogin, type TestApp } from '../test/app';
import { expectStatus, expectValidationError } from '../test/expect';

// money.md §2 "Staff", §5, §7, §8: the staff table, served from its declaration alone (resources/staff.ts).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const list = async (as: DemoLogin = 'owner') => {
  const response = await t.call({ method: 'GET', url: '/api/staff-table-info', as });
  expectStatus(response, 200);
  return response.json() as StaffRow[];
};
const create = (body: object, as: DemoLogin = 'owner') => t.call({ method: 'POST', url: '/api/staff-new', payload: body, as });
const update = (id: number, body: object, as: DemoLogin = 'owner') => t.call({ method: 'PATCH', url: `/api/staff/${id}`, payload: body, as });

const newcomer = {
  name: 'мария ивановна петрова',
  role: 'Администратор',
  phoneNumber: '8 (916) 123-45-67',
  telegramId: '@maria_petrova',
  dateOfBirth: '1990-04-12',
  crmuser: true,
  percentageRate: '12,5',
  color: '#aabbcc',
};

describe('staff', () => {
  it('lists the active staff under the spec names, in Russian order', async () => {
    const rows = await list();
    expect(rows.length).toBeGreaterThan(0);
    expect(Object.keys(rows[0]).sort()).toEqual(
      ['archived', 'color', 'crmuser', 'percentageRate', 'staffBirthday', 'staffId', 'staffName', 'staffPhoneNumber', 'staffRole', 'staffTelegramId'].sort(),
    );
    expect(rows.every((row) => row.archived === false)).toBe(true);
  });

  it('adds a member with the POST names, normalised, and answers the row with its staffId', async () => {
    const response = await create(newcomer);
    expectStatus(response, 201);
    const row = response.json() as StaffRow;
    expect(row).toMatchObject({
      staffName: 'Мария ивановна петрова',
      staffRole: 'Администратор',
      staffPhoneNumber: '+79161234567',
      staffTelegramId: '@maria_petrova',
      staffBirthday: '1990-04-12',
      crmuser: true,
      percentageRate: '12.50',
      color: '#aabbcc',
      archived: false,
    });
    expect(row.staffId).toBeGreaterThan(0);
  });

  it('a new member without a colour is white, and not a CRM user', async () => {
    const response = await create({ name: 'Новый Сотрудник', role: 'Руководитель' });
    expectStatus(response, 201);
    expect(response.json()).toMatchObject({ color: '#ffffff', crmuser: false, percentageRate: null });
  });

  it('edits with the PATCH names (isCRMUser), then archives: the member leaves the table and the teachers', async () => {
    const created = (await create({ name: 'Учитель Временный', role: 'Преподаватель' })).json() as StaffRow;
    const teachers = async () => ((await t.call({ method: 'GET', url: '/api/teacher-name-list-info', as: 'owner' })).json() as { teacherId: number }[]).map((row) => row.teacherId);
    expect(await teachers()).toContain(created.staffId);

    const edited = await update(created.staffId, { name: 'Учитель Постоянный', isCRMUser: true, percentageRate: 40 }, 'admin');
    expectStatus(edited, 200);
    expect(edited.json()).toMatchObject({ staffName: 'Учитель Постоянный', crmuser: true, percentageRate: '40.00' });

    expectStatus(await update(created.staffId, { archived: true }), 200);
    expect((await list()).map((row) => row.staffId)).not.toContain(created.staffId);
    expect(await teachers()).not.toContain(created.staffId);
    const [stored] = await t.db.select().from(staff).where(eq(staff.id, created.staffId));
    expect(stored.archived).toBe(true); // archived, never deleted
  });

  it.each([
    ['an empty name', { ...newcomer, name: '  ' }, STAFF_NAME_EMPTY, 'name'],
    ['no name', { role: 'Администратор' }, STAFF_NAME_EMPTY, 'name'],
    ['an empty role', { ...newcomer, role: '' }, STAFF_ROLE_EMPTY, 'role'],
    ['an unknown role', { ...newcomer, role: 'Директор' }, STAFF_ROLE_EMPTY, 'role'],
    ['a bad phone', { ...newcomer, phoneNumber: '12345' }, INVALID_PHONE, 'phoneNumber'],
    ['a script as Telegram id', { ...newcomer, telegramId: 'javascript:alert(1)' }, INVALID_TELEGRAM_ID, 'telegramId'],
    ['a rate above 100', { ...newcomer, percentageRate: 101 }, PERCENTAGE_RATE_INVALID, 'percentageRate'],
    ['a rate as text', { ...newcomer, percentageRate: 'десять' }, PERCENTAGE_RATE_INVALID, 'percentageRate'],
  ])('refuses %s with the spec message, writing nothing', async (_label, body, message, field) => {
    const before = await rowCounts(t.db);
    expectValidationError(await create(body), message, field);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('answers 404 for an unknown or archived member', async () => {
    expectStatus(await update(999_999, { name: 'Никто' }), 404);
  });

  it('a teacher reads the table but may not write it; a user may not read it; no token: 401', async () => {
    const before = await rowCounts(t.db);
    expect((await list('teacher')).length).toBeGreaterThan(0);
    expectStatus(await create(newcomer, 'teacher'), 403);
    expectStatus(await update(1, { name: 'Запрещено' }, 'teacher'), 403);
    expectStatus(await t.call({ method: 'GET', url: '/api/staff-table-info', as: 'user' }), 403);
    expectStatus(await t.call({ method: 'GET', url: '/api/staff-table-info' }), 401);
    expect(await rowCounts(t.db)).toEqual(before);
  });
});
