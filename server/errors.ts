import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export type FieldError = { field: string; message: string };

// Deliberate errors: their message is written for the user and goes out as it is.
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }
}

export class BadRequestError extends HttpError {
  constructor(message: string, errors?: FieldError[]) {
    super(400, message, errors);
  }
}

// A 400 about one field: its message is both the answer's message and the field's.
export const fieldError = (field: string, message: string) => new BadRequestError(message, [{ field, message }]);

export class UnauthorizedError extends HttpError {
  constructor(message = 'Требуется вход в систему') {
    super(401, message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = 'Нет доступа') {
    super(403, message);
  }
}

export class NotFoundError extends HttpError {
  constructor(message = 'Запись не найдена') {
    super(404, message);
  }
}

export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

export class ServiceUnavailableError extends HttpError {
  constructor(message = 'Сервис временно недоступен. Попробуйте позже.') {
    super(503, message);
  }
}

export const INTERNAL_ERROR_MESSAGE = 'Внутренняя ошибка сервера. Попробуйте позже.';
export const INVALID_DATA_MESSAGE = 'Некорректные данные';
export const IN_USE_MESSAGE = 'Запись используется в других данных и не может быть удалена';
export const MISSING_REFERENCE_MESSAGE = 'Связанная запись не найдена';
export const DUPLICATE_MESSAGE = 'Такая запись уже существует';
export const NOTHING_TO_CHANGE_MESSAGE = 'Нет изменений';

// drizzle refuses an UPDATE with an empty SET before any SQL is sent (utils.js mapUpdateSet). Whatever the path that
// got there (a PATCH of {} or of nulls that each mean "leave it"), the client asked for no change: a 400 here, in the
// one handler every route goes through, and the write's transaction has rolled back with the throw.
const isEmptyUpdate = (error: unknown) =>
  error instanceof Error && !(error instanceof DrizzleQueryError) && error.message === 'No values to set';

// Messages for constraints that the spec words itself (a duplicate name, a status still used by applications).
// Keys are constraint or unique-index names; routes register them when they are built.
export type ConstraintMessages = Map<string, string>;

type PostgresErrorFields = { code?: string; constraint?: string; detail?: string };

// drizzle wraps driver errors: the PostgreSQL fields are on `cause` for both drivers (notes/data.md fact 3).
const postgresFields = (error: unknown): PostgresErrorFields | undefined => {
  const candidate = error instanceof DrizzleQueryError ? error.cause : error;
  if (!candidate || typeof candidate !== 'object') return undefined;
  const { code } = candidate as { code?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? (candidate as PostgresErrorFields) : undefined;
};

const CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE']);

// node-postgres words a connection that went away mid-query without a code of its own
const LOST_CONNECTION = /Connection terminated|Client has encountered a connection error|Connection ended|Client was closed/i;
const isLostConnection = (error: unknown) => {
  const cause = error instanceof DrizzleQueryError ? error.cause : error;
  return cause instanceof Error && !(cause as { code?: unknown }).code && LOST_CONNECTION.test(cause.message);
};

// Turns a database error into the answer a user may see, or undefined when it is our bug (a 500).
export const mapDatabaseError = (error: unknown, messages: ConstraintMessages): HttpError | undefined => {
  const nodeCode = (error instanceof DrizzleQueryError ? error.cause : error) as { code?: unknown } | undefined;
  if (typeof nodeCode?.code === 'string' && CONNECTION_ERRORS.has(nodeCode.code)) {
    return new ServiceUnavailableError('База данных недоступна. Попробуйте позже.');
  }
  if (isLostConnection(error)) return new ServiceUnavailableError('База данных недоступна. Попробуйте позже.');
  const fields = postgresFields(error);
  if (!fields?.code) return undefined;
  const { code, constraint = '' } = fields;
  if (code === '23505') return new BadRequestError(messages.get(constraint) ?? DUPLICATE_MESSAGE);
  if (code === '23503' || code === '23001') {
    // the same code answers "still referenced" (a delete) and "not present" (a write naming a missing row)
    const stillReferenced = code === '23001' || /referenced/.test(fields.detail ?? '');
    if (!stillReferenced) return new BadRequestError(MISSING_REFERENCE_MESSAGE);
    return new BadRequestError(messages.get(constraint) ?? IN_USE_MESSAGE);
  }
  if (code === '23502' || code === '23514' || code.startsWith('22')) return new BadRequestError(INVALID_DATA_MESSAGE);
  if (code === '40001' || code === '40P01' || code === '55P03') {
    return new ServiceUnavailableError('Данные сейчас изменяются другим запросом. Повторите попытку.');
  }
  if (code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300') {
    return new ServiceUnavailableError('База данных недоступна. Попробуйте позже.');
  }
  return undefined;
};

const fastifyClientErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'Некорректный JSON в теле запроса' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'Пустое тело запроса с типом application/json' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'Слишком большой запрос' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Неподдерживаемый тип содержимого' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Некорректная длина запроса' },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, message: 'Некорректный тип содержимого' },
};

const validationAnswer = (error: FastifyError & { validation: { instancePath: string; message?: string }[] }) => {
  const errors: FieldError[] = error.validation.map((issue) => ({
    field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: issue.message ?? INVALID_DATA_MESSAGE,
  }));
  return new BadRequestError(errors[0]?.message ?? INVALID_DATA_MESSAGE, errors);
};

// What may be logged of a database error: never its SQL or parameters, which hold names and phones.
// What may be logged of an error: never a query's SQL, parameters, `detail` or a server message, which hold names,
// logins and phones; driver errors (a closed pool, a lost connection) keep their own short message. It is the
// logger's `err` serializer (server/app.ts), so every log line with an error goes through it.
export type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

export const errorForLog = (error: unknown): LoggedError => {
  if (!error || typeof error !== 'object') return { type: typeof error, message: String(error).slice(0, 200), stack: '' };
  const fields = postgresFields(error);
  if (fields) {
    return { type: 'DatabaseError', message: 'database query failed', stack: '', code: fields.code, constraint: fields.constraint };
  }
  if (error instanceof DrizzleQueryError) {
    const cause = error.cause as { code?: unknown; message?: unknown; stack?: unknown } | undefined;
    return {
      type: 'DatabaseError',
      code: typeof cause?.code === 'string' ? cause.code : undefined,
      message: typeof cause?.message === 'string' ? cause.message.slice(0, 200) : 'database query failed',
      stack: typeof cause?.stack === 'string' ? cause.stack : '',
    };
  }
  const { name, message, stack, code, statusCode, cause } = error as Partial<FastifyError> & { cause?: unknown };
  return {
    type: name ?? error.constructor?.name ?? 'Error',
    message: message ?? '',
    ...(code ? { code } : {}),
    ...(statusCode ? { statusCode } : {}),
    stack: stack ?? '',
    ...(cause ? { cause: errorForLog(cause) } : {}),
  };
};

const send = (reply: FastifyReply, error: HttpError) =>
  reply
    .code(error.statusCode)
    .type('application/json; charset=utf-8')
    .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });

export const answerError = (
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
  messages: ConstraintMessages,
) => {
  if (error instanceof HttpError) return send(reply, error);
  if (hasZodFastifySchemaValidationErrors(error)) return send(reply, validationAnswer(error));
  const fastifyError = error as Partial<FastifyError>;
  const known = fastifyError.code ? fastifyClientErrors[fastifyError.code] : undefined;
  if (known) return send(reply, new HttpError(known.status, known.message));
  if (fastifyError.validation) return send(reply, new BadRequestError(INVALID_DATA_MESSAGE));
  if (isEmptyUpdate(error)) return send(reply, new BadRequestError(NOTHING_TO_CHANGE_MESSAGE));
  const mapped = mapDatabaseError(error, messages);
  if (mapped) {
    if (mapped.statusCode >= 500) request.log.error({ err: error }, 'database unavailable');
    return send(reply, mapped);
  }
  const status = fastifyError.statusCode;
  if (status === 429) return send(reply, new HttpError(429, 'Слишком много запросов. Попробуйте позже.'));
  if (status && status >= 400 && status < 500) {
    request.log.info({ err: error }, 'client error');
    return send(reply, new HttpError(status, 'Некорректный запрос'));
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, new HttpError(500, INTERNAL_ERROR_MESSAGE));
};

// One handler for the whole app: only deliberate messages reach clients (STYLE habit 10).
export const installErrorHandler = (app: FastifyInstance, messages: ConstraintMessages) => {
  app.setErrorHandler((error, request, reply) => answerError(error, request, reply, messages));
};
