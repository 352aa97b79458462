import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BadRequestError } from '../errors';

// The keys of a request's query string as the client sent them, before any parser drops or merges them.
const rawQueryKeys = (request: FastifyRequest): string[] => {
  const url = request.raw.url ?? '';
  const start = url.indexOf('?');
  if (start < 0) return [];
  return [...new URLSearchParams(url.slice(start + 1)).keys()];
};

const FORBIDDEN_KEYS = new Set(['__proto__', 'prototype']);

// A route that declares no query string takes none: a whole list is the whole list, and a key it would silently
// ignore is a client's mistake to be told about. No route takes `__proto__` (parsers drop it without a word).
export const refuseUnknownQueryKeys = (api: FastifyInstance) => {
  api.addHook('preValidation', async (request) => {
    const keys = rawQueryKeys(request);
    const declaresQuery = Boolean(request.routeOptions.schema?.querystring);
    const unknown = keys.find((key) => !declaresQuery || FORBIDDEN_KEYS.has(key.replace(/_(ne|gte|lte|like)$/, '')));
    if (unknown !== undefined) throw new BadRequestError(`Неизвестный параметр запроса: ${unknown}`);
  });
};
