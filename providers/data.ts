import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import simpleRest from '@refinedev/simple-rest';
import type {
  BaseKey,
  BaseRecord,
  CustomParams,
  DataProvider,
  GetListParams,
  GetListResponse,
  HttpError,
  MetaQuery,
} from '@refinedev/core';
import { findResource, type AnyResource, type HttpPath } from '../resources';
import { toWriteBody } from '../resources/write-body';
import { createHttpClient, EARLY_ANSWER_KEEP_MS, earlyClient, forgetEarlyAnswer } from './http';
import { keycloakTokens } from './keycloak';
import { apiBase } from './runtime-config';

type DataProviderOptions = { http: AxiosInstance; apiBase: () => string };

// What a screen's own call may ask of the http client beyond simple-rest's custom, in its meta:
// - responseType 'blob': the answer is a file, a File named as the server's Content-Disposition says (else
//   fileName), saved by src/crud/useDownload.ts;
// - onUploadProgress: the percent of the body sent so far (the CRM import's file);
// - answerStatuses: refusals read as answers, for a refusal whose body says more than an HttpError keeps
//   (addPayment's 409 lists the possible duplicates).
export type CustomCallMeta = {
  responseType?: 'blob';
  fileName?: string;
  onUploadProgress?: (percent: number) => void;
  answerStatuses?: readonly number[];
};

// 'attachment; filename*=UTF-8''%D0%A3...xlsx' or filename="...", else the caller's own name
export const fileNameOf = (disposition: unknown, fallback: string) => {
  const text = typeof disposition === 'string' ? disposition : '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(text)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      return fallback;
    }
  }
  return /filename="?([^";]+)"?/i.exec(text)?.[1]?.trim() || fallback;
};

const asksMore = (meta: CustomCallMeta) => Boolean(meta.responseType || meta.onUploadProgress || meta.answerStatuses);

// The request of a custom call whose meta asks more than simple-rest's custom gives; each option is set only
// when asked, as an undefined validateStatus would make axios accept every status.
const customRequest = ({ url, method, payload, query, headers }: CustomParams, meta: CustomCallMeta): AxiosRequestConfig => {
  const search = query ? new URLSearchParams(query as Record<string, string>).toString() : '';
  const { answerStatuses, onUploadProgress, responseType } = meta;
  return {
    method,
    url: search ? `${url}?${search}` : url,
    data: payload,
    headers,
    ...(responseType ? { responseType } : {}),
    ...(answerStatuses ? { validateStatus: (status: number) => (status >= 200 && status < 300) || answerStatuses.includes(status) } : {}),
    ...(onUploadProgress
      ? { onUploadProgress: (event: { loaded: number; total?: number }) => event.total && onUploadProgress(Math.round((event.loaded / event.total) * 100)) }
      : {}),
  };
};

const developerError = (message: string): HttpError => ({ message, statusCode: 0 });

// Refine passes the resource's meta (with its declaration) into every call; a call naming a resource that
// Refine does not know still finds its declaration in resources/index.ts.
const declarationOf = (resource: string, meta?: MetaQuery): AnyResource => {
  const declaration = (meta?.declaration as AnyResource | undefined) ?? findResource(resource);
  if (!declaration) throw developerError(`Ресурс «${resource}» не объявлен в resources/index.ts`);
  return declaration;
};

const writePath = (declaration: AnyResource, kind: 'create' | 'update' | 'remove'): HttpPath => {
  const path = declaration.api[kind];
  if (!path) throw developerError(`У ресурса «${declaration.name}» нет пути для операции ${kind}`);
  return path;
};

const withId = (path: string, id?: BaseKey) => {
  if (!path.includes(':id')) return path;
  if (id === undefined) throw developerError(`Путь ${path} требует id`);
  return path.replace(':id', encodeURIComponent(String(id)));
};

export const createDataProvider = (options: DataProviderOptions): DataProvider => {
  const { http } = options;
  const url = (path: string, id?: BaseKey) => `${options.apiBase()}/${withId(path, id)}`;
  const rest = () => simpleRest(options.apiBase(), http);

  const write = async (path: HttpPath, body: unknown, id?: BaseKey) => {
    const { data } = await http.request({ method: path.method, url: url(path.path, id), data: body });
    return data;
  };

  return {
    getApiUrl: () => options.apiBase(),

    getList: async <TData extends BaseRecord = BaseRecord>({
      resource,
      pagination,
      sorters,
      filters,
      meta,
    }: GetListParams): Promise<GetListResponse<TData>> => {
      const declaration = declarationOf(resource, meta);
      // ARCHITECTURE §6: the simple-rest query pages on the server; without it the server sends the whole list.
      if ((pagination?.mode ?? 'server') === 'server') {
        return rest().getList<TData>({ resource: declaration.api.list, pagination, sorters, filters, meta });
      }
      const { data } = await http.get<TData[]>(url(declaration.api.list));
      return { data, total: data.length };
    },

    getOne: async ({ resource, id, meta }) => {
      const declaration = declarationOf(resource, meta);
      const path = declaration.api.one ?? `${declaration.api.list}/:id`;
      const { data } = await http.get(url(path, id));
      return { data };
    },

    create: async ({ resource, variables, meta }) => {
      const declaration = declarationOf(resource, meta);
      const body = toWriteBody(declaration, variables as Record<string, unknown>, { apiBase: options.apiBase() });
      return { data: await write(writePath(declaration, 'create'), body) };
    },

    update: async ({ resource, id, variables, meta }) => {
      const declaration = declarationOf(resource, meta);
      const body = toWriteBody(declaration, variables as Record<string, unknown>, { apiBase: options.apiBase(), id });
      return { data: await write(writePath(declaration, 'update'), body, id) };
    },

    deleteOne: async ({ resource, id, meta }) => {
      const declaration = declarationOf(resource, meta);
      return { data: await write(writePath(declaration, 'remove'), undefined, id) };
    },

    custom: async (params) => {
      const meta = (params.meta ?? {}) as CustomCallMeta;
      if (!asksMore(meta)) return rest().custom(params);
      const response = await http.request(customRequest(params, meta));
      if (meta.responseType !== 'blob') return { data: response.data };
      const name = fileNameOf(response.headers?.['content-disposition'], meta.fileName ?? 'file');
      return { data: new File([response.data as Blob], name, { type: (response.data as Blob).type }) as never };
    },
  };
};

export const http = createHttpClient(keycloakTokens); // also the exports' client (src/crud/ExportButton.tsx)

export const dataProvider = createDataProvider({ http, apiBase });

class UrlTaken {}

// The address the provider's getList asks for these parameters, built by the provider itself (simple-rest's
// query for a paged list, the bare path for a whole one) with an HTTP client that only records it. Both send
// their GET before their first await, so the address is known at once.
export const listRequestUrl = (params: GetListParams, base: () => string = apiBase): string => {
  declarationOf(params.resource, params.meta);
  let url: string | undefined;
  const recorder = {
    get: (address: string) => {
      url = address;
      return Promise.reject(new UrlTaken());
    },
  } as unknown as AxiosInstance;
  createDataProvider({ http: recorder, apiBase: base })
    .getList(params)
    .catch(() => undefined);
  if (url === undefined) throw developerError(`getList of «${params.resource}» sent no GET`);
  return url;
};

type EarlyList = { answer: GetListResponse; receivedAt: number };

// The early lists' answers as the provider's getList gives them, by address, each for one query
// (providers/queryClient.ts), for as long as the HTTP layer keeps the same answer.
const earlyLists = new Map<string, EarlyList>();

// Sends a list's first GET now, for the page that will ask for it with these parameters (src/routes/preloadData.ts).
// Its answer waits in the HTTP layer for the page's own identical GET, and as a getList answer for the page's query.
export const startEarlyList = async (params: GetListParams, client: AxiosInstance = http, base: () => string = apiBase) => {
  const url = listRequestUrl(params, base);
  try {
    const answer = await createDataProvider({ http: earlyClient(client), apiBase: base }).getList(params);
    earlyLists.set(url, { answer, receivedAt: Date.now() });
    setTimeout(() => earlyLists.delete(url), EARLY_ANSWER_KEEP_MS);
  } catch {
    // the page's own request gets the failure and reports it
  }
};

// The early answer to these parameters, once, if it has come and is still fresh. Taken so, it is no longer the
// HTTP layer's to give: the list's next read (after a write) must reach the server.
export const takeEarlyList = (params: GetListParams, base: () => string = apiBase, client: AxiosInstance = http): EarlyList | undefined => {
  const url = listRequestUrl(params, base);
  const early = earlyLists.get(url);
  earlyLists.delete(url);
  if (!early || Date.now() - early.receivedAt >= EARLY_ANSWER_KEEP_MS) return undefined;
  forgetEarlyAnswer(client, url);
  return early;
};

// React Query retries failed queries three times by default; a refusal (4xx) will not change on a retry
// (core.md §6: a 403 "is not retried").
export const retryQuery = (failureCount: number, error: unknown) => {
  const statusCode = (error as Partial<HttpError> | null)?.statusCode ?? 0;
  if (statusCode >= 400 && statusCode < 500) return false;
  return failureCount < 2;
};
