import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineResource } from '../resources/define';
import { createDataProvider, listRequestUrl, startEarlyList, takeEarlyList } from './data';
import { createHttpClient, EARLY_ANSWER_KEEP_MS, NO_ACCESS_MESSAGE, type TokenSource } from './http';
import { fakeServer, type FakeAnswer, type RecordedRequest } from './testing/fakeServer';

const tokens = (): TokenSource => {
  let current = 'token-1';
  return {
    token: async () => current,
    refreshAfterRejection: vi.fn(async () => {
      current = 'token-2';
      return current;
    }),
  };
};

const providerAnswering = (answer: (request: RecordedRequest) => FakeAnswer = () => ({ status: 200, data: {} })) => {
  const server = fakeServer(answer);
  const source = tokens();
  const http = createHttpClient(source, { adapter: server.adapter });
  const provider = createDataProvider({ http, apiBase: () => '/api' });
  return { provider, requests: server.requests, tokens: source };
};

const calls = (requests: RecordedRequest[]) => requests.map(({ method, url }) => `${method} ${url}`);

// Not in resources/index.ts: found through the meta Refine passes in.
const groups = defineResource<{ classId: number; className: string; schoolYearId: number | null; staffId: number }>({
  name: 'groups',
  subject: 'TeacherSheet',
  label: { one: 'Группа', many: 'Группы' },
  idField: 'classId',
  api: {
    list: 'teacher-sheets-info',
    one: 'classes/:id',
    create: { method: 'POST', path: 'create-new-class' },
    update: { method: 'PATCH', path: 'classes/:id' },
  },
  fields: {
    className: { kind: 'text', label: 'Группа', rule: z.string() },
    schoolYearId: { kind: 'reference', label: 'Класс', writeAs: 'schoolYear', target: 'school-years', rule: z.number() },
    staffId: { kind: 'reference', label: 'Преподаватель', writeAs: 'staff', target: 'staff', rule: z.number() },
  },
});

describe('data provider paths (from the resource declaration)', () => {
  it('pages a list on the server with the simple-rest query and x-total-count', async () => {
    const { provider, requests } = providerAnswering(() => ({
      status: 200,
      data: [{ clientStatusId: 1 }],
      headers: { 'x-total-count': '42' },
    }));
    const result = await provider.getList({
      resource: 'client-statuses',
      pagination: { currentPage: 2, pageSize: 10, mode: 'server' },
      sorters: [{ field: 'clientStatusName', order: 'asc' }],
      filters: [{ field: 'clientStatusName', operator: 'contains', value: 'нов' }],
    });
    expect(result).toEqual({ data: [{ clientStatusId: 1 }], total: 42 });
    const url = new URL(requests[0].url, 'http://host');
    expect(url.pathname).toBe('/api/client-statuses-info');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      _start: '10',
      _end: '20',
      _sort: 'clientStatusName',
      _order: 'asc',
      clientStatusName_like: 'нов',
    });
  });

  it.each(['off', 'client'] as const)('asks for the whole list when pagination is %s', async (mode) => {
    const rows = [{ subjectId: 1 }, { subjectId: 2 }, { subjectId: 3 }];
    const { provider, requests } = providerAnswering(() => ({ status: 200, data: rows }));
    const result = await provider.getList({ resource: 'subjects', pagination: { mode } });
    expect(result).toEqual({ data: rows, total: 3 });
    expect(calls(requests)).toEqual(['GET /api/subjects-info']);
  });

  it('takes the declaration from meta before resources/index.ts', async () => {
    const { provider, requests } = providerAnswering(() => ({ status: 200, data: [] }));
    await provider.getList({ resource: 'groups', pagination: { mode: 'off' }, meta: { declaration: groups } });
    await provider.getOne({ resource: 'groups', id: 12, meta: { declaration: groups } });
    expect(calls(requests)).toEqual(['GET /api/teacher-sheets-info', 'GET /api/classes/12']);
  });

  it('reads one record under the list path when no other path is declared', async () => {
    const { provider, requests } = providerAnswering();
    await provider.getOne({ resource: 'cabinets', id: 4 });
    expect(calls(requests)).toEqual(['GET /api/cabinets-info/4']);
  });

  it('writes through the declared paths with the mapped bodies', async () => {
    const { provider, requests } = providerAnswering((request) => ({ status: request.method === 'POST' ? 201 : 200, data: {} }));
    await provider.create({ resource: 'client-statuses', variables: { clientStatusName: 'новый', clientStatusColor: '#4bdf1a' } });
    await provider.update({
      resource: 'client-statuses',
      id: 5,
      variables: { clientStatusId: 5, clientStatusName: 'Думает', clientStatusColor: '#123456' },
    });
    await provider.deleteOne({ resource: 'client-statuses', id: 5 });
    expect(requests.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'POST', url: '/api/client-statuses', body: { statusName: 'Новый', statusColor: '#4bdf1a' } },
      { method: 'PATCH', url: '/api/client-statuses/5', body: { id: 5, statusName: 'Думает', statusColor: '#123456' } },
      { method: 'DELETE', url: '/api/client-statuses/5', body: undefined },
    ]);
  });

  it('sends references as resource addresses or null', async () => {
    const { provider, requests } = providerAnswering();
    await provider.update({
      resource: 'groups',
      id: 3,
      variables: { className: 'Физика 9', schoolYearId: 9, staffId: null },
      meta: { declaration: groups },
    });
    expect(requests[0]).toMatchObject({
      method: 'PATCH',
      url: '/api/classes/3',
      body: { className: 'Физика 9', schoolYear: '/api/school-years/9', staff: null },
    });
  });

  it('returns what the server answers', async () => {
    const { provider } = providerAnswering(() => ({ status: 201, data: { cabinetId: 8, cabinetName: 'Каб. 8' } }));
    await expect(provider.create({ resource: 'cabinets', variables: { cabinetName: 'каб. 8' } })).resolves.toEqual({
      data: { cabinetId: 8, cabinetName: 'Каб. 8' },
    });
  });

  it('refuses an undeclared resource and a write the declaration has no path for', async () => {
    const { provider, requests } = providerAnswering();
    await expect(provider.getList({ resource: 'unknown' })).rejects.toMatchObject({ message: expect.stringContaining('unknown') });
    await expect(provider.create({ resource: 'school-years', variables: {} })).rejects.toMatchObject({
      message: expect.stringContaining('school-years'),
    });
    expect(requests).toHaveLength(0);
  });

  it('gives the API base as its URL', () => {
    expect(providerAnswering().provider.getApiUrl()).toBe('/api');
  });

  it('sends custom calls as they are', async () => {
    const { provider, requests } = providerAnswering();
    await provider.custom!({ url: '/api/update-teacher-sheet/3', method: 'post', payload: {} });
    expect(calls(requests)).toEqual(['POST /api/update-teacher-sheet/3']);
  });

  it('answers a file for meta.responseType blob, named as the server says, else by the caller', async () => {
    const blob = new Blob(['xlsx'], { type: 'application/vnd.ms-excel' });
    const disposition = "attachment; filename=\"cities.xlsx\"; filename*=UTF-8''%D0%93%D0%BE%D1%80%D0%BE%D0%B4%D0%B0.xlsx";
    const named = providerAnswering(() => ({ status: 200, data: blob, headers: { 'content-disposition': disposition } }));
    const { data } = await named.provider.custom!<File>({ url: '/api/export/student-cities', method: 'get', query: { q: 'мос' }, meta: { responseType: 'blob', fileName: 'x.xlsx' } });
    expect(data).toBeInstanceOf(File);
    expect(data.name).toBe('Города.xlsx');
    expect(data.type).toBe('application/vnd.ms-excel');
    expect(calls(named.requests)).toEqual(['GET /api/export/student-cities?q=%D0%BC%D0%BE%D1%81']);

    const unnamed = providerAnswering(() => ({ status: 200, data: blob }));
    const answer = await unnamed.provider.custom!<File>({ url: '/api/crm-import/template', method: 'get', meta: { responseType: 'blob', fileName: 'Шаблон.xlsx' } });
    expect(answer.data.name).toBe('Шаблон.xlsx');
  });

  it('reads the statuses of meta.answerStatuses as answers, sends the caller headers, and refuses the others', async () => {
    const duplicate = { message: 'Возможный дубликат', duplicateDetails: [{ paymentId: 4 }] };
    const { provider, requests } = providerAnswering((request) =>
      (request.body as { amount: number }).amount === 1 ? { status: 409, data: duplicate } : { status: 400, data: { message: 'Неверная сумма' } },
    );
    const options = { url: '/api/addPayment', method: 'post' as const, headers: { 'Idempotency-Key': 'k-1' }, meta: { answerStatuses: [409] } };
    await expect(provider.custom!({ ...options, payload: { amount: 1 } })).resolves.toEqual({ data: duplicate });
    await expect(provider.custom!({ ...options, payload: { amount: 2 } })).rejects.toEqual({ message: 'Неверная сумма', statusCode: 400 });
    expect(requests.map((request) => request.headers['Idempotency-Key'])).toEqual(['k-1', 'k-1']);
  });

  it('reports the percent of an upload sent for meta.onUploadProgress', async () => {
    const percents: number[] = [];
    const server = fakeServer(() => ({ status: 200, data: { rows: [] } }));
    const uploading: typeof server.adapter = async (config) => {
      config.onUploadProgress?.({ loaded: 50, total: 200, bytes: 50, lengthComputable: true });
      return server.adapter(config);
    };
    const provider = createDataProvider({ http: createHttpClient(tokens(), { adapter: uploading }), apiBase: () => '/api' });
    const form = new FormData();
    const onUploadProgress = (percent: number) => percents.push(percent);
    await expect(provider.custom!({ url: '/api/crm-import/preview', method: 'post', payload: form, query: { kind: 'students' }, meta: { onUploadProgress } })).resolves.toEqual({ data: { rows: [] } });
    expect(percents).toEqual([25]);
    expect(calls(server.requests)).toEqual(['POST /api/crm-import/preview?kind=students']);
  });
});

describe('data provider errors and tokens', () => {
  it('renews the token after a 401 and retries once', async () => {
    const { provider, requests, tokens: source } = providerAnswering((request) =>
      request.authorization === 'Bearer token-2' ? { status: 200, data: [] } : { status: 401, data: { message: 'Токен истёк' } },
    );
    await expect(provider.getList({ resource: 'subjects', pagination: { mode: 'off' } })).resolves.toEqual({ data: [], total: 0 });
    expect(source.refreshAfterRejection).toHaveBeenCalledTimes(1);
    expect(requests.map((request) => request.authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
  });

  it('rejects a 403 with the spec message and does not retry', async () => {
    const { provider, requests } = providerAnswering(() => ({ status: 403, data: { message: 'Нет доступа' } }));
    await expect(provider.deleteOne({ resource: 'subjects', id: 1 })).rejects.toEqual({ message: NO_ACCESS_MESSAGE, statusCode: 403 });
    expect(requests).toHaveLength(1);
  });

  it("rejects with the server's message, or the generic one", async () => {
    const duplicate = providerAnswering(() => ({ status: 400, data: { message: 'Этот предмет уже существует' } }));
    await expect(duplicate.provider.create({ resource: 'subjects', variables: { subjectName: 'Физика' } })).rejects.toEqual({
      message: 'Этот предмет уже существует',
      statusCode: 400,
    });
    const broken = providerAnswering(() => ({ status: 500 }));
    await expect(broken.provider.getList({ resource: 'subjects' })).rejects.toEqual({
      message: 'Network response was not ok',
      statusCode: 500,
    });
  });
});

describe('the early list (a page\'s first GET sent before the page asks)', () => {
  const listParams = {
    resource: 'client-statuses',
    pagination: { currentPage: 2, pageSize: 10, mode: 'server' as const },
    sorters: [{ field: 'clientStatusName', order: 'asc' as const }],
    filters: [{ field: 'clientStatusName', operator: 'contains' as const, value: 'нов' }],
  };
  const params = listParams;

  it("names the address the provider's getList asks for, without asking", async () => {
    const { provider, requests } = providerAnswering(() => ({ status: 200, data: [] }));
    const url = await listRequestUrl(params, () => '/api');
    expect(requests).toHaveLength(0);
    await provider.getList(params);
    expect(url).toBe(requests[0].url);
    expect(await listRequestUrl({ resource: 'subjects', pagination: { mode: 'off' } }, () => '/api')).toBe('/api/subjects-info');
  });

  it('refuses an undeclared resource', () => {
    const refusal = (() => {
      try {
        return listRequestUrl({ resource: 'no-such-list' }, () => '/api');
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toEqual({ message: 'Ресурс «no-such-list» не объявлен в resources/index.ts', statusCode: 0 });
  });

  it("gives its answer to the page's identical getList, which then sends nothing", async () => {
    const server = fakeServer(() => ({ status: 200, data: [{ clientStatusId: 1 }], headers: { 'x-total-count': '42' } }));
    const http = createHttpClient(tokens(), { adapter: server.adapter });
    const provider = createDataProvider({ http, apiBase: () => '/api' });
    await startEarlyList(params, http, () => '/api');
    expect(await provider.getList(params)).toEqual({ data: [{ clientStatusId: 1 }], total: 42 });
    expect(server.requests).toHaveLength(1);
    // another page of the same list is asked for
    await provider.getList({ ...params, pagination: { ...params.pagination, currentPage: 3 } });
    expect(server.requests).toHaveLength(2);
  });

  it("gives its getList answer once to the page's query, while it is fresh", async () => {
    const params = { ...listParams, pagination: { ...listParams.pagination, currentPage: 5 } };
    const server = fakeServer(() => ({ status: 200, data: [{ clientStatusId: 1 }], headers: { 'x-total-count': '42' } }));
    const http = createHttpClient(tokens(), { adapter: server.adapter });
    expect(takeEarlyList(params, () => '/api')).toBeUndefined();
    await startEarlyList(params, http, () => '/api');
    expect(takeEarlyList({ ...params, pagination: { ...params.pagination, currentPage: 3 } }, () => '/api')).toBeUndefined();
    expect(takeEarlyList(params, () => '/api', http)).toMatchObject({ answer: { data: [{ clientStatusId: 1 }], total: 42 } });
    expect(takeEarlyList(params, () => '/api', http)).toBeUndefined();
    // taken by the query, the answer is not given again: the list's next read (after a write) asks the server
    await createDataProvider({ http, apiBase: () => '/api' }).getList(params);
    expect(server.requests).toHaveLength(2);
    vi.useFakeTimers();
    try {
      await startEarlyList(params, http, () => '/api');
      vi.advanceTimersByTime(EARLY_ANSWER_KEEP_MS + 1);
      expect(takeEarlyList(params, () => '/api')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps nothing of a refused early list: the page asks for itself and reports the failure', async () => {
    const params = { ...listParams, pagination: { ...listParams.pagination, currentPage: 6 } };
    const server = fakeServer(() => ({ status: 500, data: { message: 'Сбой' } }));
    const http = createHttpClient(tokens(), { adapter: server.adapter });
    await startEarlyList(params, http, () => '/api');
    expect(takeEarlyList(params, () => '/api')).toBeUndefined();
  });
});
