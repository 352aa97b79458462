import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientListSpec } from '../services/client-rows';
import { gradeListSpec } from '../services/grade-rows';
import { studentListSpec } from '../services/student-rows';
import { createTestApp, type TestApp } from '../test/app';
import type { InfoListSpec } from '../lib/info-list';

// Every field a paged list offers to sort by must sort, in both directions, on both engines.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const lists: [string, InfoListSpec][] = [
  ['students-info', studentListSpec],
  ['clients-info', clientListSpec],
  ['student-grades-info', gradeListSpec],
];

describe.each(lists)('%s', (path, spec) => {
  const sortable = [...Object.keys(spec.fields), ...Object.keys(spec.texts ?? {})];
  it.each(sortable)('sorts by %s', async (field) => {
    for (const order of ['asc', 'desc']) {
      const response = await t.call({ method: 'GET', url: `/api/${path}?_sort=${field}&_order=${order}&_start=0&_end=5`, as: 'owner' });
      expect(response.statusCode, `${field} ${order}: ${response.body}`).toBe(200);
      expect(Number(response.headers['x-total-count'])).toBeGreaterThan(0);
    }
  });
});
