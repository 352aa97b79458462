import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientParentRow, ParentRow } from '../../resources/parents';
import { createTestApp, type TestApp } from '../test/app';
import { expectBadRequest, expectStatus } from '../test/expect';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = async <Row>(url: string) => {
  const response = await t.call({ method: 'GET', url: `/api/${url}`, as: 'admin' });
  expectStatus(response, 200);
  return { rows: response.json() as Row[], total: Number(response.headers['x-total-count']) };
};

// Both parents tables take the simple-rest query like students-info, and keep their whole list without it.
const tables = [
  { list: 'parents-info', id: 'parentId', name: 'parentName', phone: 'parentPhoneNumber' },
  { list: 'client-parents-info', id: 'clientParentId', name: 'clientParentName', phone: 'clientParentPhoneNumber' },
] as const;

describe.each(tables)('$list with the simple-rest query', ({ list, id, name, phone }) => {
  type Row = Record<string, string | number | null>;

  it('answers the whole list by name, then id, without _start/_end', async () => {
    const { rows, total } = await get<Row>(list);
    expect(rows.length).toBeGreaterThan(20);
    expect(total).toBe(rows.length);
    const russian = new Intl.Collator('ru-RU');
    for (let index = 1; index < rows.length; index += 1) {
      const order = russian.compare(String(rows[index - 1][name]), String(rows[index][name]));
      expect(order < 0 || (order === 0 && Number(rows[index - 1][id]) < Number(rows[index][id]))).toBe(true);
    }
  });

  it('pages the same order and counts every row', async () => {
    const whole = await get<Row>(list);
    const first = await get<Row>(`${list}?_start=0&_end=10`);
    const second = await get<Row>(`${list}?_start=10&_end=20`);
    expect(first.total).toBe(whole.rows.length);
    expect([...first.rows, ...second.rows]).toEqual(whole.rows.slice(0, 20));
  });

  it('sorts by any field, both ways', async () => {
    const descending = await get<Row>(`${list}?_start=0&_end=25&_sort=${id}&_order=desc`);
    const ids = descending.rows.map((row) => Number(row[id]));
    expect(ids).toEqual([...ids].sort((left, right) => right - left));
    expect(descending.total).toBe((await get<Row>(list)).rows.length);
    expectBadRequest(await t.call({ method: 'GET', url: `/api/${list}?_sort=role`, as: 'admin' }), 'Сортировка по полю role невозможна');
  });

  it('searches names and phones with q, and filters by field', async () => {
    const { rows: everyone } = await get<Row>(list);
    const sample = everyone.find((row) => row[phone] !== null)!;
    const surname = String(sample[name]).split(' ')[0];
    const byName = await get<Row>(`${list}?q=${encodeURIComponent(surname.toLowerCase())}&_start=0&_end=5`);
    const expected = everyone.filter((row) => String(row[name]).toLowerCase().includes(surname.toLowerCase()) || String(row[phone] ?? '').toLowerCase().includes(surname.toLowerCase()));
    expect(byName.total).toBe(expected.length);
    expect(byName.rows).toEqual(expected.slice(0, 5));
    const byPhone = await get<Row>(`${list}?q=${encodeURIComponent(String(sample[phone]).slice(-7))}`);
    expect(byPhone.rows).toContainEqual(sample);
    const byId = await get<Row>(`${list}?${id}=${sample[id]}`);
    expect(byId).toEqual({ rows: [sample], total: 1 });
  });
});

it('keeps the row shapes of both lists', async () => {
  const [parent] = (await get<ParentRow>('parents-info?_start=0&_end=1')).rows;
  expect(Object.keys(parent).sort()).toEqual(['parentId', 'parentName', 'parentPhoneNumber', 'parentTelegramId']);
  const [clientParent] = (await get<ClientParentRow>('client-parents-info?_start=0&_end=1')).rows;
  expect(Object.keys(clientParent).sort()).toEqual(['clientParentId', 'clientParentName', 'clientParentPhoneNumber']);
});
