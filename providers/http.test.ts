import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AxiosInstance } from 'axios';
import {
  createHttpClient,
  EARLY_ANSWER_KEEP_MS,
  GENERIC_FAILURE_MESSAGE,
  NO_ACCESS_MESSAGE,
  earlyClient,
  type TokenSource,
} from './http';
import { fakeServer, type FakeAnswer } from './testing/fakeServer';

// an early GET as the boot sends it: its failure is the page's own request's to report
const startEarlyGet = (http: AxiosInstance, url: string) => earlyClient(http).get(url).then(() => undefined, () => undefined);

// A session whose token changes when it is renewed, as keycloak-js's does.
const fakeTokens = (renewal: 'renews' | 'fails' = 'renews') => {
  let current = 'token-1';
  const tokens: TokenSource = {
    token: vi.fn(async () => current),
    refreshAfterRejection: vi.fn(async () => {
      if (renewal === 'fails') return undefined;
      current = 'token-2';
      return current;
    }),
  };
  return tokens;
};

const clientAnswering = (answer: (authorization: string | undefined) => FakeAnswer | 'network-error', renewal?: 'renews' | 'fails') => {
  const server = fakeServer((request) => answer(request.authorization));
  const tokens = fakeTokens(renewal);
  const http = createHttpClient(tokens, { adapter: server.adapter });
  return { http, tokens, requests: server.requests };
};

describe('createHttpClient', () => {
  it('sends the bearer token on every call', async () => {
    const { http, requests } = clientAnswering(() => ({ status: 200, data: [] }));
    await http.get('/api/subjects-info');
    await http.post('/api/subjects', { name: 'Физика' });
    expect(requests.map((request) => request.authorization)).toEqual(['Bearer token-1', 'Bearer token-1']);
  });

  it('renews the token after a 401 and retries once', async () => {
    const { http, tokens, requests } = clientAnswering((authorization) =>
      authorization === 'Bearer token-2' ? { status: 200, data: [{ subjectId: 1 }] } : { status: 401, data: { message: 'Токен истёк' } },
    );
    const response = await http.get('/api/subjects-info');
    expect(response.data).toEqual([{ subjectId: 1 }]);
    expect(tokens.refreshAfterRejection).toHaveBeenCalledTimes(1);
    expect(requests.map((request) => request.authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
  });

  it('retries only once when the renewed token is refused too', async () => {
    const { http, tokens, requests } = clientAnswering(() => ({ status: 401, data: { message: 'Неверный токен' } }));
    await expect(http.get('/api/subjects-info')).rejects.toEqual({ message: 'Неверный токен', statusCode: 401 });
    expect(tokens.refreshAfterRejection).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(2);
  });

  it('does not retry when the session cannot be renewed', async () => {
    const { http, requests } = clientAnswering(() => ({ status: 401, data: { message: 'Неверный токен' } }), 'fails');
    await expect(http.get('/api/subjects-info')).rejects.toMatchObject({ statusCode: 401 });
    expect(requests).toHaveLength(1);
  });

  it('answers a 403 with the spec message and no retry (core.md §6)', async () => {
    const { http, tokens, requests } = clientAnswering(() => ({ status: 403, data: { message: 'Нет доступа' } }));
    await expect(http.get('/api/payments-info')).rejects.toEqual({ message: NO_ACCESS_MESSAGE, statusCode: 403 });
    expect(NO_ACCESS_MESSAGE).toBe('Нет доступа к данным. Проверьте права доступа.');
    expect(requests).toHaveLength(1);
    expect(tokens.refreshAfterRejection).not.toHaveBeenCalled();
  });

  it.each([
    {
      name: "the server's message and field errors",
      answer: { status: 400, data: { message: 'Этот город уже существует', errors: { cityName: 'Этот город уже существует' } } },
      error: { message: 'Этот город уже существует', statusCode: 400, errors: { cityName: 'Этот город уже существует' } },
    },
    { name: 'a body without a message', answer: { status: 500, data: 'Internal Server Error' }, error: { message: GENERIC_FAILURE_MESSAGE, statusCode: 500 } },
    { name: 'an empty message', answer: { status: 404, data: { message: '  ' } }, error: { message: GENERIC_FAILURE_MESSAGE, statusCode: 404 } },
    { name: 'no body at all', answer: { status: 502 }, error: { message: GENERIC_FAILURE_MESSAGE, statusCode: 502 } },
  ])('turns $name into an HttpError', async ({ answer, error }) => {
    const { http } = clientAnswering(() => answer);
    await expect(http.get('/api/student-cities-info')).rejects.toEqual(error);
  });

  it('turns a network failure into an HttpError', async () => {
    const { http } = clientAnswering(() => 'network-error');
    await expect(http.get('/api/student-cities-info')).rejects.toEqual({ message: 'Network response was not ok', statusCode: 0 });
  });
});

describe('an early GET (the opened list, sent when the token exists)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const rows = [{ studentId: 1 }];

  it('is taken by the first identical GET instead of a request of its own, once', async () => {
    const { http, requests } = clientAnswering(() => ({ status: 200, data: rows, headers: { 'x-total-count': '1' } }));
    await startEarlyGet(http, '/api/students-info?_end=25&_start=0');
    const first = await http.get('/api/students-info?_end=25&_start=0');
    expect(first.data).toEqual(rows);
    expect(first.headers['x-total-count']).toBe('1');
    expect(requests).toHaveLength(1);
    // the next identical GET asks the server again
    await http.get('/api/students-info?_end=25&_start=0');
    expect(requests).toHaveLength(2);
  });

  it('is shared while it is still under way', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((done) => (release = done));
    const server = fakeServer(() => ({ status: 200, data: rows }));
    const http = createHttpClient(fakeTokens(), {
      adapter: async (config) => {
        await held;
        return server.adapter(config);
      },
    });
    const early = startEarlyGet(http, '/api/students-info');
    await new Promise((done) => setTimeout(done, 0));
    const page = http.get('/api/students-info');
    release();
    await early;
    expect((await page).data).toEqual(rows);
    expect(server.requests).toHaveLength(1);
  });

  it('is not given to another address, another method or another token', async () => {
    let token = 'token-1';
    const server = fakeServer(() => ({ status: 200, data: rows }));
    const http = createHttpClient({ token: async () => token, refreshAfterRejection: async () => undefined }, { adapter: server.adapter });
    await startEarlyGet(http, '/api/students-info?_end=25&_start=0');
    await http.get('/api/students-info?_end=50&_start=0');
    await http.post('/api/students-info?_end=25&_start=0', {});
    token = 'token-2';
    await http.get('/api/students-info?_end=25&_start=0');
    expect(server.requests.map(({ method, url, authorization }) => `${method} ${url} ${authorization}`)).toEqual([
      'GET /api/students-info?_end=25&_start=0 Bearer token-1',
      'GET /api/students-info?_end=50&_start=0 Bearer token-1',
      'POST /api/students-info?_end=25&_start=0 Bearer token-1',
      'GET /api/students-info?_end=25&_start=0 Bearer token-2',
    ]);
  });

  it('is dropped when nobody took it soon after it arrived', async () => {
    vi.useFakeTimers();
    const { http, requests } = clientAnswering(() => ({ status: 200, data: rows }));
    await startEarlyGet(http, '/api/students-info');
    await vi.advanceTimersByTimeAsync(EARLY_ANSWER_KEEP_MS + 1);
    await http.get('/api/students-info');
    expect(requests).toHaveLength(2);
  });

  it('hands its failure to the page, whose own request renews a refused token and retries', async () => {
    const { http, tokens, requests } = clientAnswering((authorization) =>
      authorization === 'Bearer token-2' ? { status: 200, data: rows } : { status: 401, data: { message: 'Токен истёк' } },
    );
    await startEarlyGet(http, '/api/students-info');
    // the early request itself renews nothing
    expect(tokens.refreshAfterRejection).not.toHaveBeenCalled();
    const page = await http.get('/api/students-info');
    expect(page.data).toEqual(rows);
    expect(tokens.refreshAfterRejection).toHaveBeenCalledTimes(1);
    expect(requests.map((request) => request.authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
  });

  it('hands a server error to the page as its own HttpError', async () => {
    const { http, requests } = clientAnswering(() => ({ status: 500, data: { message: 'Сбой базы' } }));
    await expect(startEarlyGet(http, '/api/students-info')).resolves.toBeUndefined();
    await expect(http.get('/api/students-info')).rejects.toEqual({ message: 'Сбой базы', statusCode: 500 });
    expect(requests).toHaveLength(1);
  });
});
