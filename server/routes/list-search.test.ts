import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { expectCleanRefusal } from '../test/expect';

// Issue 20: `q` on the staff table answered 500 (ILIKE on a date and a numeric column). Every read of the running
// app without a path parameter (the lists, the `*-info` reads and every `export/<name>`) is asked with a word and
// with a number as `q`: a list searches, a read that takes no `q` refuses it cleanly, none answers 500. A route
// added later is asked by itself.
let t: TestApp;
let reads: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  reads = t.app.apiRouteList
    .filter((route) => route.method === 'GET' && !route.public && !route.url.includes(':') && !route.url.startsWith('/api/docs'))
    .map((route) => (route.sampleQuery ? `${route.url}?${route.sampleQuery}&` : `${route.url}?`));
});
afterAll(async () => {
  await t?.close();
});

describe('q on every read without a path parameter (issue 20)', () => {
  it('finds the lists and their exports', () => {
    expect(reads.length).toBeGreaterThan(40);
    expect(reads.filter((url) => url.startsWith('/api/export/')).length).toBeGreaterThan(20);
    expect(reads).toContain('/api/staff-table-info?');
    expect(reads).toContain('/api/export/staff?');
  });

  it.each(['abc', '1', '2024-01-01'])('q=%s: a search or a clean refusal, never a 500', async (text) => {
    const problems: string[] = [];
    let searched = 0;
    for (const url of reads) {
      const response = await t.call({ method: 'GET', url: `${url}q=${encodeURIComponent(text)}`, as: 'owner' });
      if (response.statusCode === 200) searched += 1;
      else if (response.statusCode >= 500) problems.push(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      else expectCleanRefusal(response);
    }
    expect(problems).toEqual([]);
    // the paged lists and their exports search (58 of 121 reads when this was written); whole lists and reports refuse q
    expect(searched).toBeGreaterThan(40);
  });

  it('searches the staff table by a word of a name, and its export with it', async () => {
    const all = (await t.call({ method: 'GET', url: '/api/staff-table-info', as: 'owner' })).json() as { staffName: string }[];
    const [first] = all;
    const word = first.staffName.split(' ')[0];
    const found = await t.call({ method: 'GET', url: `/api/staff-table-info?q=${encodeURIComponent(word)}`, as: 'owner' });
    expect(found.statusCode, found.body).toBe(200);
    const names = (found.json() as { staffName: string }[]).map((row) => row.staffName);
    expect(names).toContain(first.staffName);
    expect(names.length).toBeLessThanOrEqual(all.length);
    const none = await t.call({ method: 'GET', url: '/api/staff-table-info?q=abc', as: 'owner' });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toEqual([]);
    const exported = await t.call({ method: 'GET', url: `/api/export/staff?q=${encodeURIComponent(word)}`, as: 'owner' });
    expect(exported.statusCode, exported.body.slice(0, 200)).toBe(200);
  });
});

// The same mistake in the sort: a collation on a date or numeric column (42804) was a 500 for `_sort=staffBirthday`.
describe('a paged list sorts by a date and a numeric column (issue 20)', () => {
  it.each(['staffBirthday', 'percentageRate', 'staffName'])('staff-table-info sorts by %s', async (field) => {
    const response = await t.call({ method: 'GET', url: `/api/staff-table-info?_sort=${field}&_order=desc&_start=0&_end=5`, as: 'owner' });
    expect(response.statusCode, response.body).toBe(200);
  });
});
