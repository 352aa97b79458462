import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

type ErrorBody = { message?: unknown; errors?: { field: string; message: string }[] };

const bodyOf = (response: LightMyRequestResponse) => response.json() as ErrorBody;

// 400 with the Russian message a user sees.
export const expectBadRequest = (response: LightMyRequestResponse, message: string) => {
  expect(response.statusCode, response.body).toBe(400);
  expect(bodyOf(response).message).toBe(message);
};

// 400 from the body schema: {message, errors}, the field's rule message among the errors.
export const expectValidationError = (response: LightMyRequestResponse, message: string, field?: string) => {
  expectBadRequest(response, message);
  const { errors } = bodyOf(response);
  expect(errors).toEqual(expect.arrayContaining([expect.objectContaining({ message, ...(field ? { field } : {}) })]));
};

// Any 4xx whose body is a non-empty message of our own: no stack, SQL or constraint name.
export const expectCleanRefusal = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, response.body).toBeLessThan(500);
  const body = bodyOf(response);
  expect(typeof body.message).toBe('string');
  expect(response.body).not.toMatch(/select |insert |constraint|_fk\b|_uq\b|at .*\.ts:|stack/i);
};

export const expectStatus = (response: LightMyRequestResponse, status: number) =>
  expect(response.statusCode, response.body).toBe(status);
