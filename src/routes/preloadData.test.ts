// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GetListParams } from '@refinedev/core';
import { listRequestUrl } from '../../providers/data';
import { DEFAULT_PAGE_SIZE } from '../crud/paging';
import { preloadPageData } from './preloadData';

const session = vi.hoisted(() => ({ roles: ['ADMIN'] as string[] }));
vi.mock('../../providers/keycloak', async (original) => ({
  ...(await original<typeof import('../../providers/keycloak')>()),
  currentRoles: () => session.roles,
}));

afterEach(() => {
  session.roles = ['ADMIN'];
  sessionStorage.clear();
});

// What preloadPageData would send: the list's parameters and the address the data provider builds of them.
const preloaded = async (pathname: string, search = '') => {
  const started: GetListParams[] = [];
  await preloadPageData({ pathname, search }, async (params) => {
    started.push(params);
  });
  return Promise.all(started.map(async (params) => ({ params, url: await listRequestUrl(params, () => '/api') })));
};

describe('preloadPageData', () => {
  it("starts the students table's first page as its grid asks for it", async () => {
    const started = await preloaded('/students/table');
    expect(started.map(({ url }) => url)).toEqual(['/api/students-info?_end=25&_start=0']);
    const [early] = started;
    expect(early.params).toMatchObject({
      resource: 'students',
      pagination: { currentPage: 1, pageSize: DEFAULT_PAGE_SIZE, mode: 'server' },
      sorters: [],
      filters: [],
    });
    expect(early.url).toBe('/api/students-info?_end=25&_start=0');
  });

  it("reads the page, size, sort and filters from the address as Refine's syncWithLocation does", async () => {
    const search =
      '?currentPage=3&pageSize=50&sorters[0][field]=studentName&sorters[0][order]=desc' +
      '&filters[0][field]=q&filters[0][operator]=eq&filters[0][value]=Иван';
    const [early] = await preloaded('/students/table', search);
    expect(early.params).toMatchObject({
      pagination: { currentPage: 3, pageSize: 50, mode: 'server' },
      sorters: [{ field: 'studentName', order: 'desc' }],
      filters: [{ field: 'q', operator: 'eq', value: 'Иван' }],
    });
    expect(early.url).toBe('/api/students-info?_end=150&_order=desc&_sort=studentName&_start=100&q=%D0%98%D0%B2%D0%B0%D0%BD');
  });

  it("starts the groups' first page of cards as their own hook asks for it, not the whole list", async () => {
    const [early] = await preloaded('/teacher-sheets');
    expect(early.url).toBe('/api/teacher-sheets-info?_end=36&_start=0');
    const [second] = await preloaded('/teacher-sheets', '?currentPage=2');
    expect(second.url).toBe('/api/teacher-sheets-info?_end=72&_start=36');
  });

  it('starts every list the tasks board reads at once: the tasks and the three lists its cards and form choose from', async () => {
    const started = await preloaded('/tasks');
    expect(started.map(({ url }) => url).sort()).toEqual(
      ['/api/task-priority-type-info', '/api/all-admin-info', '/api/task-status-info', '/api/tasks-info'].sort(),
    );
  });

  it("starts the payments history's first page, paged by the server as its table asks for it", async () => {
    const started = await preloaded('/payments/history');
    expect(started.map(({ url }) => url)).toEqual(['/api/payments-info?_end=25&_start=0']);
  });

  it('asks for a whole list without a query', async () => {
    const [early] = await preloaded('/expenses/table', '?tab=types');
    expect(early.params).toMatchObject({ resource: 'expense-types', pagination: { mode: 'off' } });
    expect(early.url).toBe('/api/expense-types-info');
  });

  it('after the sign-in returns to /, starts the list the user asked for', async () => {
    sessionStorage.setItem('auth.returnPath', '/students/table?currentPage=2');
    const [early] = await preloaded('/');
    expect(early.url).toBe('/api/students-info?_end=50&_start=25');
  });

  it('sends nothing for a page that lists no declaration', async () => {
    expect(await preloaded('/students/42')).toEqual([]);
    expect(await preloaded('/home')).toEqual([]);
    expect(await preloaded('/no-such-page')).toEqual([]);
  });

  it('sends nothing the user may not read: the students to a USER, a manager page to a TEACHER', async () => {
    session.roles = ['USER'];
    expect(await preloaded('/students/table')).toEqual([]);
    session.roles = ['TEACHER'];
    expect(await preloaded('/expenses/table', '?tab=types')).toEqual([]);
    expect((await preloaded('/students/table')).map(({ url }) => url)).toContain('/api/students-info?_end=25&_start=0');
  });
});
