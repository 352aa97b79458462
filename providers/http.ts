import axios, {
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosResponse,
  type CreateAxiosDefaults,
  type AxiosRequestConfig,
  type InternalAxiosRequestConfig,
} from 'axios';
import type { HttpError, ValidationErrors } from '@refinedev/core';

export type TokenSource = {
  // a token valid for a few more seconds, refreshed first when needed; undefined when signed out
  token: () => Promise<string | undefined>;
  // after a 401: a new token (core.md §7.6), or undefined when the session cannot be renewed
  refreshAfterRejection: () => Promise<string | undefined>;
};

export const NO_ACCESS_MESSAGE = 'Нет доступа к данным. Проверьте права доступа.';
// core.md §7.6: "Every generic query failure raises 'Network response was not ok'".
export const GENERIC_FAILURE_MESSAGE = 'Network response was not ok';

type RetryableConfig = InternalAxiosRequestConfig & { retriedAfterRejection?: boolean; early?: boolean };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isHttpError = (value: unknown): value is HttpError =>
  isRecord(value) && typeof value.message === 'string' && typeof value.statusCode === 'number';

export const toHttpError = (error: unknown): HttpError => {
  if (!axios.isAxiosError(error)) {
    return isHttpError(error) ? error : { message: GENERIC_FAILURE_MESSAGE, statusCode: 0 };
  }
  const statusCode = error.response?.status ?? 0;
  if (statusCode === 403) return { message: NO_ACCESS_MESSAGE, statusCode };
  const body: unknown = error.response?.data;
  const serverMessage = isRecord(body) && typeof body.message === 'string' && body.message.trim() ? body.message : '';
  const httpError: HttpError = { message: serverMessage || GENERIC_FAILURE_MESSAGE, statusCode };
  if (isRecord(body) && isRecord(body.errors)) httpError.errors = body.errors as ValidationErrors;
  return httpError;
};

const withToken = (config: InternalAxiosRequestConfig, token: string | undefined) => {
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
};

// How long an early answer nobody asked for is kept once it has arrived: the page it was started for renders
// within this time; a later identical request (another visit) must not get old rows.
export const EARLY_ANSWER_KEEP_MS = 10_000;

// One answer per token and address: a request with another token (renewed, another user) never gets it.
const earlyKey = (http: AxiosInstance, config: InternalAxiosRequestConfig) =>
  `${AxiosHeaders.from(config.headers).get('Authorization') ?? ''} ${http.getUri(config)}`;

// The first requests of a page, sent before the page asks for them (issue 7 item 3: the list's GET leaves when the
// token exists, not after the page has rendered) through this view of the client. The first GET of the same
// address with the same token gets the early answer instead of a request of its own, once; nothing else changes
// for it (its 401 retry, its errors).
export const earlyClient = (http: AxiosInstance): AxiosInstance =>
  ({
    get: (url: string, config?: AxiosRequestConfig) => http.get(url, { ...config, early: true } as AxiosRequestConfig),
  }) as unknown as AxiosInstance;

const keptByClient = new WeakMap<AxiosInstance, Map<string, Promise<AxiosResponse>>>();

// The adapter in front of the real one: early GETs are kept, the first identical GET takes the kept answer.
const withEarlyAnswers = (http: AxiosInstance): AxiosAdapter => {
  const send = axios.getAdapter(http.defaults.adapter ?? axios.defaults.adapter);
  const kept = new Map<string, Promise<AxiosResponse>>();
  keptByClient.set(http, kept);
  return (config: RetryableConfig) => {
    if ((config.method ?? 'get').toLowerCase() !== 'get') return send(config);
    const key = earlyKey(http, config);
    if (config.early) {
      const answer = send(config);
      // a copy taken before axios turns the body into JSON for the early request itself
      const shared = answer.then((response) => ({ ...response }));
      shared.catch(() => undefined); // nobody may take it
      kept.set(key, shared);
      const forget = () => setTimeout(() => kept.get(key) === shared && kept.delete(key), EARLY_ANSWER_KEEP_MS);
      shared.then(forget, forget);
      return answer;
    }
    const early = kept.get(key);
    if (!early) return send(config);
    kept.delete(key);
    return early.then(
      (response) => ({ ...response, config }),
      (error: unknown) => {
        if (axios.isAxiosError(error)) error.config = config;
        throw error;
      },
    );
  };
};

// An early answer its page has taken another way (the list query that started with it, providers/queryClient.ts):
// the next GET of the address is the page's own, after a write perhaps, and goes to the server.
export const forgetEarlyAnswer = (http: AxiosInstance, url: string) => {
  const kept = keptByClient.get(http);
  const address = ` ${http.getUri({ url })}`;
  for (const key of [...(kept?.keys() ?? [])]) if (key.endsWith(address)) kept?.delete(key);
};

// Our axios instance for simple-rest: a bearer token on every call, one retry after a 401 with a renewed
// token, and every failure turned into Refine's HttpError {message, statusCode}.
export const createHttpClient = (tokens: TokenSource, defaults: CreateAxiosDefaults = {}): AxiosInstance => {
  const http = axios.create(defaults);
  http.defaults.adapter = withEarlyAnswers(http);
  http.interceptors.request.use(async (config) => withToken(config, await tokens.token()));
  http.interceptors.response.use(undefined, async (error: unknown) => {
    const config = axios.isAxiosError(error) ? (error.config as RetryableConfig | undefined) : undefined;
    const rejectedToken = axios.isAxiosError(error) && error.response?.status === 401;
    // an early request is not renewed: the page's own request, which takes its answer, does that
    if (rejectedToken && config && !config.retriedAfterRejection && !config.early) {
      const token = await tokens.refreshAfterRejection();
      if (token) return http.request({ ...config, retriedAfterRejection: true } as RetryableConfig);
    }
    throw toHttpError(error);
  });
  return http;
};
