import axios, { type AxiosInstance, type CreateAxiosDefaults, type InternalAxiosRequestConfig } from 'axios';
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

type RetryableConfig = InternalAxiosRequestConfig & { retriedAfterRejection?: boolean };

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

// Our axios instance for simple-rest: a bearer token on every call, one retry after a 401 with a renewed
// token, and every failure turned into Refine's HttpError {message, statusCode}.
export const createHttpClient = (tokens: TokenSource, defaults: CreateAxiosDefaults = {}): AxiosInstance => {
  const http = axios.create(defaults);
  http.interceptors.request.use(async (config) => withToken(config, await tokens.token()));
  http.interceptors.response.use(undefined, async (error: unknown) => {
    const config = axios.isAxiosError(error) ? (error.config as RetryableConfig | undefined) : undefined;
    const rejectedToken = axios.isAxiosError(error) && error.response?.status === 401;
    if (rejectedToken && config && !config.retriedAfterRejection) {
      const token = await tokens.refreshAfterRejection();
      if (token) return http.request({ ...config, retriedAfterRejection: true } as RetryableConfig);
    }
    throw toHttpError(error);
  });
  return http;
};
