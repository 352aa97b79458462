import type { HttpError } from '@refinedev/core';
import { GENERIC_FAILURE_MESSAGE } from '../../providers/http';

// The server's own words, or nothing when it gave none (the http client's generic text).
export const serverMessageOf = (error: HttpError | undefined): string | undefined => {
  const message = error?.message?.trim();
  return message && message !== GENERIC_FAILURE_MESSAGE ? message : undefined;
};

// Any non-empty message the error carries, the http client's generic text included.
export const errorMessage = (error: unknown): string | undefined => {
  const message = (error as Partial<HttpError> | null)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
};
