import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyResource } from '../../resources/define';
import { CLIENT_STATUS_HAS_CLIENTS, clientStatuses, settingsTabs, studentCities } from '../../resources/reference-lists';
import { auditLog } from '../db/schema/index';
import { cabinetSeed, channelSeed, citySeed, clientStatusSeed, schoolSeed, subjectSeed } from '../seed/reference-data';
import { createTestApp, rowCounts, type DemoLogin, type TestApp } from '../test/app';
import { expectBadRequest, expectStatus, expectValidationError } from '../test/expect';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Case = { declaration: AnyResource; seeded: string[]; nameField: string; nameKey: string };

const seededNames: Record<string, string[]> = {
  'client-statuses': clientStatusSeed.map((status) => status.name),
  subjects: subjectSeed,
  'student-cities': citySeed,
  'marketing-channels': channelSeed,
  cabinets: cabinetSeed,
  'student-schools': schoolSeed,
};

const cases: Case[] = settingsTabs.map((declaration) => {
  const [nameField, field] = Object.entries(declaration.fields).find(([, candidate]) => candidate?.unique)!;
  return { declaration, seeded: seededNames[declaration.name], nameField, nameKey: field!.writeAs ?? nameField };
});

const path = (template: string, id?: number) => `/api/${template.replace(':id', String(id))}`;
const field = (declaration: AnyResource, name: string) => declaration.fields[name]!;
const emptyMessage = (declaration: AnyResource, name: string) =>
  (field(declaration, name).rule.safeParse('').error?.issues[0]?.message ?? '') as string;

const list = async (declaration: AnyResource, query = '') => {
  const response = await t.call({ method: 'GET', url: `/api/${declaration.api.list}${query}`, as: 'owner' });
  expectStatus(response, 200);
  return response.json() as Record<string, unknown>[];
};

const create = (declaration: AnyResource, body: unknown, as: DemoLogin = 'owner') =>
  t.call({ method: 'POST', url: path(declaration.api.create!.path), payload: body as object, as });

describe.each(cases)('$declaration.name', ({ declaration, seeded, nameField, nameKey }) => {
  const idField = declaration.idField;

  it('lists the seeded rows under the read names', async () => {
    const rows = await list(declaration);
    expect(rows.map((row) => row[nameField])).toEqual(seeded);
    expect(Object.keys(rows[0]).sort()).toEqual([idField, ...Object.keys(declaration.fields)].sort());
  });

  it('creates, updates and deletes, capitalising names and auditing each write', async () => {
    const created = await create(declaration, { [nameKey]: '  новая запись ' });
    expectStatus(created, 201);
    const row = created.json() as Record<string, unknown>;
    expect(row[nameField]).toBe('Новая запись');
    const id = row[idField] as number;
    expect(id).toBeTypeOf('number');

    const updated = await t.call({
      method: 'PATCH',
      url: path(declaration.api.update!.path, id),
      payload: { [nameKey]: 'другое название', id },
      as: 'admin',
    });
    expectStatus(updated, 200);
    expect(updated.json()).toMatchObject({ [idField]: id, [nameField]: 'Другое название' });

    const removed = await t.call({ method: 'DELETE', url: path(declaration.api.remove!.path, id), as: 'owner' });
    expectStatus(removed, 200);
    expect((await list(declaration)).some((item) => item[idField] === id)).toBe(false);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, declaration.name), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);
    expect(audit.map((entry) => [entry.action, entry.userLogin])).toEqual([
      ['create', 'owner'],
      ['update', 'admin'],
      ['delete', 'owner'],
    ]);
    expect(audit[1].changes).toEqual({ [nameField]: { from: 'Новая запись', to: 'Другое название' } });
  });

  it('accepts the read name as an alias of the write name', async () => {
    const created = await create(declaration, { [nameField]: 'запись по имени чтения' });
    expectStatus(created, 201);
    expect(created.json()).toMatchObject({ [nameField]: 'Запись по имени чтения' });
  });

  it.each([
    ['an empty name', ''],
    ['a blank name', '   '],
    ['a null name', null],
    ['a number', 42],
    ['an object', { name: 'x' }],
    ['an array', ['Имя']],
  ])('refuses %s with the spec message, writing nothing', async (_label, value) => {
    const before = await rowCounts(t.db);
    expectValidationError(await create(declaration, { [nameKey]: value }), emptyMessage(declaration, nameField), nameKey);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('refuses a body without the name', async () => {
    expectValidationError(await create(declaration, {}), emptyMessage(declaration, nameField), nameKey);
  });

  it('refuses duplicates, also when only the case differs, on create and on update', async () => {
    const message = field(declaration, nameField).unique!.message;
    const before = await rowCounts(t.db);
    expectBadRequest(await create(declaration, { [nameKey]: seeded[0] }), message);
    expectBadRequest(await create(declaration, { [nameKey]: seeded[0].toUpperCase() }), message);
    expectBadRequest(await create(declaration, { [nameKey]: ` ${seeded[0].toLowerCase()} ` }), message);
    const [, second] = await list(declaration);
    const renamed = await t.call({
      method: 'PATCH',
      url: path(declaration.api.update!.path, second[idField] as number),
      payload: { [nameKey]: seeded[0].toLowerCase() },
      as: 'owner',
    });
    expectBadRequest(renamed, message);
    expect(await rowCounts(t.db)).toEqual(before);
    expect((await list(declaration))[1][nameField]).toBe(seeded[1]);
  });

  it('refuses unknown keys, and an id in the body that is not the id in the path', async () => {
    const before = await rowCounts(t.db);
    expectStatus(await create(declaration, { [nameKey]: 'Лишний ключ', isAdmin: true }), 400);
    const [first] = await list(declaration);
    const mismatch = await t.call({
      method: 'PATCH',
      url: path(declaration.api.update!.path, first[idField] as number),
      payload: { id: (first[idField] as number) + 1, [nameKey]: 'Чужой идентификатор' },
      as: 'owner',
    });
    expectBadRequest(mismatch, 'Идентификатор в теле запроса не совпадает с адресом');
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expectStatus(await t.call({ method: 'PATCH', url: path(declaration.api.update!.path, 999_999), payload: { [nameKey]: 'Нет' }, as: 'owner' }), 404);
    expectStatus(await t.call({ method: 'DELETE', url: path(declaration.api.remove!.path, 999_999), as: 'owner' }), 404);
    expectStatus(await t.call({ method: 'DELETE', url: `/api/${declaration.api.remove!.path.replace(':id', 'abc')}`, as: 'owner' }), 400);
    expectStatus(await t.call({ method: 'DELETE', url: `/api/${declaration.api.remove!.path.replace(':id', '99999999999')}`, as: 'owner' }), 400);
  });

  describe('permissions', () => {
    it.each<DemoLogin>(['owner', 'admin', 'teacher', 'user', 'guest'])('%s may read', async (login) => {
      expectStatus(await t.call({ method: 'GET', url: `/api/${declaration.api.list}`, as: login }), 200);
    });

    it.each<DemoLogin>(['teacher', 'user', 'guest'])('%s may not write: 403 and nothing written', async (login) => {
      const before = await rowCounts(t.db);
      const [first] = await list(declaration);
      const id = first[idField] as number;
      const attempts = [
        await create(declaration, { [nameKey]: 'Запрещено' }, login),
        await t.call({ method: 'PATCH', url: path(declaration.api.update!.path, id), payload: { [nameKey]: 'Запрещено' }, as: login }),
        await t.call({ method: 'DELETE', url: path(declaration.api.remove!.path, id), as: login }),
        // a bad body still gets 403, not 400: permissions are checked first
        await create(declaration, { [nameKey]: '' }, login),
      ];
      for (const response of attempts) {
        expectStatus(response, 403);
        expect(response.json()).toEqual({ message: 'Нет доступа' });
      }
      expect(await rowCounts(t.db)).toEqual(before);
    });

    it('without a token every route answers 401', async () => {
      const [first] = await list(declaration);
      const id = first[idField] as number;
      const responses = await Promise.all([
        t.call({ method: 'GET', url: `/api/${declaration.api.list}` }),
        t.call({ method: 'POST', url: path(declaration.api.create!.path), payload: { [nameKey]: 'Аноним' } }),
        t.call({ method: 'PATCH', url: path(declaration.api.update!.path, id), payload: { [nameKey]: 'Аноним' } }),
        t.call({ method: 'DELETE', url: path(declaration.api.remove!.path, id) }),
      ]);
      for (const response of responses) expectStatus(response, 401);
    });
  });
});

describe('client statuses', () => {
  it('gives a new status the default colour #4bdf1a and keeps a given one', async () => {
    const plain = await create(clientStatuses, { statusName: 'Без цвета' });
    expectStatus(plain, 201);
    expect(plain.json()).toMatchObject({ clientStatusName: 'Без цвета', clientStatusColor: '#4bdf1a' });
    const coloured = await create(clientStatuses, { statusName: 'С цветом', statusColor: '#123abc' });
    expect(coloured.json()).toMatchObject({ clientStatusColor: '#123abc' });
  });

  it.each(['red', '#12345', 'url(javascript:alert(1))', '#1234567', '', null])('refuses the colour %j', async (colour) => {
    const response = await create(clientStatuses, { statusName: 'Плохой цвет', statusColor: colour });
    expectStatus(response, 400);
    if (typeof colour === 'string') expectValidationError(response, 'Цвет должен быть в формате #RRGGBB', 'statusColor');
  });

  it("refuses to delete a status still used by applications with 'Ошибка: остались связанные заявки!'", async () => {
    const [used] = await list(clientStatuses);
    const before = await rowCounts(t.db);
    const response = await t.call({ method: 'DELETE', url: `/api/client-statuses/${used.clientStatusId}`, as: 'owner' });
    expectBadRequest(response, CLIENT_STATUS_HAS_CLIENTS);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('updates the colour alone, with the id repeated in the body', async () => {
    const [first] = await list(clientStatuses);
    const response = await t.call({
      method: 'PATCH',
      url: `/api/client-statuses/${first.clientStatusId}`,
      payload: { id: first.clientStatusId, statusColor: '#000000' },
      as: 'owner',
    });
    expect(response.json()).toEqual({ ...first, clientStatusColor: '#000000' });
  });
});

describe('student cities', () => {
  it("stores 'тверь' as 'Тверь' and refuses 'москва' as a duplicate of 'Москва'", async () => {
    expect((await create(studentCities, { cityName: 'тверь' })).json()).toMatchObject({ studentCityName: 'Тверь' });
    expectBadRequest(await create(studentCities, { cityName: 'москва' }), 'Этот город уже существует');
  });
});

describe('malformed requests never answer 500 and never write', () => {
  const url = '/api/student-cities';
  const raw = (payload: string, contentType = 'application/json') =>
    t.call({ method: 'POST', url, payload, headers: { 'content-type': contentType }, as: 'owner' });

  it.each([
    ['invalid JSON', () => raw('{"cityName": ')],
    ['a JSON array', () => raw('["Москва"]')],
    ['JSON null', () => raw('null')],
    ['a JSON string', () => raw('"Москва"')],
    ['an empty body', () => raw('')],
    ['__proto__', () => raw('{"cityName":"Прото","__proto__":{"isAdmin":true}}')],
    ['constructor.prototype', () => raw('{"cityName":"Прото","constructor":{"prototype":{"x":1}}}')],
    ['a 300-character name', () => raw(JSON.stringify({ cityName: 'Я'.repeat(300) }))],
    ['a body over 1 MiB', () => raw(JSON.stringify({ cityName: 'Я'.repeat(1_100_000) }))],
    ['a NUL character', () => raw(JSON.stringify({ cityName: 'Нуль\u0000город' }))],
    ['a lone surrogate', () => raw('{"cityName":"\\ud800"}')],
    ['plain text', () => raw('cityName=Москва', 'text/plain')],
    ['a form body', () => raw('cityName=Москва', 'application/x-www-form-urlencoded')],
    ['deep nesting', () => raw(`${'['.repeat(5000)}${']'.repeat(5000)}`)],
  ])('%s', async (_label, send) => {
    const before = await rowCounts(t.db);
    const response = await send();
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, response.body).toBeLessThan(500);
    expect(typeof response.json().message).toBe('string');
    expect(response.body).not.toMatch(/insert into|student_cities_name|stack|\.ts:\d/i);
    expect(await rowCounts(t.db)).toEqual(before);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('answers 413 with a Russian message for a body over 1 MiB', async () => {
    const response = await raw(JSON.stringify({ cityName: 'Я'.repeat(1_100_000) }));
    expectStatus(response, 413);
    expect(response.json()).toEqual({ message: 'Слишком большой запрос' });
  });
});

describe('list queries', () => {
  const url = '/api/subjects-info';

  it('pages with _start/_end and answers x-total-count', async () => {
    const response = await t.call({ method: 'GET', url: `${url}?_start=2&_end=5`, as: 'owner' });
    expectStatus(response, 200);
    const all = await list(settingsTabs[1]);
    expect(response.headers['x-total-count']).toBe(String(all.length));
    expect(response.json()).toEqual(all.slice(2, 5));
  });

  it('sorts in Russian order and filters with q, field_like and field=value', async () => {
    const sorted = (await t.call({ method: 'GET', url: `${url}?_sort=subjectName&_order=desc&_start=0&_end=3`, as: 'owner' })).json();
    const names = (await list(settingsTabs[1])).map((row) => row.subjectName as string);
    expect(sorted.map((row: { subjectName: string }) => row.subjectName)).toEqual(
      [...names].sort((a, b) => b.localeCompare(a, 'ru')).slice(0, 3),
    );
    const searched = await t.call({ method: 'GET', url: `${url}?q=${encodeURIComponent('ЯЗЫК')}`, as: 'owner' });
    expect(searched.json().map((row: { subjectName: string }) => row.subjectName)).toEqual(['Русский язык', 'Английский язык']);
    expect(searched.headers['x-total-count']).toBe('2');
    const liked = await t.call({ method: 'GET', url: `${url}?subjectName_like=${encodeURIComponent('ика')}`, as: 'owner' });
    expect(liked.json().map((row: { subjectName: string }) => row.subjectName)).toEqual(['Математика', 'Физика', 'Информатика']);
    const [first] = names;
    const exact = await t.call({ method: 'GET', url: `${url}?subjectName=${encodeURIComponent(first)}`, as: 'owner' });
    expect(exact.json()).toHaveLength(1);
    const many = await t.call({ method: 'GET', url: `${url}?id=1&id=2`, as: 'owner' });
    expect(many.json().map((row: { subjectId: number }) => row.subjectId)).toEqual([1, 2]);
  });

  it.each([
    ['_sort=password', 400],
    ['_sort=subjectName;drop table subjects', 400],
    ['_order=asc,(select 1)&_sort=subjectName', 400],
    ['_start=-1', 400],
    ['_start=abc', 400],
    ['_start=5&_end=2', 400],
    ['subjectId=1 or 1=1', 400],
    ['nope=1', 400],
    [`q=${encodeURIComponent("' OR 1=1--")}`, 200],
    [`subjectName_like=${encodeURIComponent('%_\\')}`, 200],
  ])('%s answers %i', async (query, status) => {
    const before = await rowCounts(t.db);
    const response = await t.call({ method: 'GET', url: `${url}?${query}`, as: 'owner' });
    expectStatus(response, status);
    if (status === 200) expect(response.json()).toEqual([]);
    expect(await rowCounts(t.db)).toEqual(before);
  });
});

describe('read-only lookups', () => {
  it.each([
    ['school-years-info', 'schoolYearDescription', ['Дошкольник', '1 класс'], 'Взрослый'],
    ['attendance-types-info', 'attendanceTypeName', ['Очно', 'Онлайн'], 'Онлайн'],
    ['exit-statuses-info', 'exitStatusName', ['Окончил обучение'], undefined],
    ['teacher-name-list-info', 'teacherName', ['Мария Иванова'], undefined],
  ])('%s lists its rows for every role', async (listPath, nameField, firstNames, lastName) => {
    for (const login of ['owner', 'teacher', 'user', 'guest'] as const) {
      const response = await t.call({ method: 'GET', url: `/api/${listPath}`, as: login });
      expectStatus(response, 200);
      const names = response.json().map((row: Record<string, string>) => row[nameField]);
      expect(names.slice(0, firstNames.length)).toEqual(firstNames);
      if (lastName) expect(names.at(-1)).toBe(lastName);
    }
  });

  it('gives attendance type id 1 to Очно, the default of a new application', async () => {
    const response = await t.call({ method: 'GET', url: '/api/attendance-types-info', as: 'owner' });
    expect(response.json()[0]).toEqual({ attendanceTypeId: 1, attendanceTypeName: 'Очно' });
  });

  it('lists only active teachers', async () => {
    const response = await t.call({ method: 'GET', url: '/api/teacher-name-list-info', as: 'owner' });
    const names = response.json().map((row: { teacherName: string }) => row.teacherName);
    expect(names).toHaveLength(6);
    expect(names).not.toContain('Андрей Смирнов');
  });

  it('has no write routes', async () => {
    expectStatus(await t.call({ method: 'POST', url: '/api/school-years-info', payload: {}, as: 'owner' }), 404);
    expectStatus(await t.call({ method: 'DELETE', url: '/api/attendance-types/1', as: 'owner' }), 404);
  });
});
