import { DrizzleQueryError } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { BadRequestError, INTERNAL_ERROR_MESSAGE, errorForLog, installErrorHandler, mapDatabaseError } from './errors';

const databaseError = (fields: Record<string, string>) => {
  const cause = Object.assign(new Error('insert into "cities" ("name") values ($1)'), fields);
  return new DrizzleQueryError('insert into "cities" ("name") values ($1)', ['Москва'], cause);
};

const messages = new Map([
  ['cities_name_lower_uq', 'Этот город уже существует'],
  ['clients_client_status_id_client_statuses_id_fk', 'Ошибка: остались связанные заявки!'],
]);

describe('mapDatabaseError', () => {
  it.each([
    ['23505 on a known index', { code: '23505', constraint: 'cities_name_lower_uq' }, 400, 'Этот город уже существует'],
    ['23505 elsewhere', { code: '23505', constraint: 'other_uq' }, 400, 'Такая запись уже существует'],
    [
      '23503 still referenced (PG15 wording)',
      { code: '23503', constraint: 'clients_client_status_id_client_statuses_id_fk', detail: 'Key (id)=(1) is still referenced from table "clients".' },
      400,
      'Ошибка: остались связанные заявки!',
    ],
    [
      '23503 referenced (PG18 wording)',
      { code: '23503', constraint: 'clients_client_status_id_client_statuses_id_fk', detail: 'Key (id)=(1) is referenced from table "clients".' },
      400,
      'Ошибка: остались связанные заявки!',
    ],
    ['23001 restrict (PGlite)', { code: '23001', constraint: 'x_fk' }, 400, 'Запись используется в других данных и не может быть удалена'],
    ['23503 missing target', { code: '23503', constraint: 'clients_client_status_id_client_statuses_id_fk', detail: 'Key (client_status_id)=(99) is not present in table "client_statuses".' }, 400, 'Связанная запись не найдена'],
    ['22P02 bad text representation', { code: '22P02' }, 400, 'Некорректные данные'],
    ['22003 out of range', { code: '22003' }, 400, 'Некорректные данные'],
    ['23502 not null', { code: '23502' }, 400, 'Некорректные данные'],
    ['40001 serialization', { code: '40001' }, 503, 'Данные сейчас изменяются другим запросом. Повторите попытку.'],
    ['57P01 admin shutdown', { code: '57P01' }, 503, 'База данных недоступна. Попробуйте позже.'],
    ['ECONNREFUSED', { code: 'ECONNREFUSED' }, 503, 'База данных недоступна. Попробуйте позже.'],
  ])('%s', (_label, fields, status, message) => {
    const mapped = mapDatabaseError(databaseError(fields), messages);
    expect(mapped?.statusCode).toBe(status);
    expect(mapped?.message).toBe(message);
  });

  it('leaves our own bugs (42xxx) to the 500 handler', () => {
    expect(mapDatabaseError(databaseError({ code: '42703' }), messages)).toBeUndefined();
    expect(mapDatabaseError(new TypeError('x is undefined'), messages)).toBeUndefined();
  });
});

describe('the error handler', () => {
  const build = async () => {
    const app = Fastify({ logger: false });
    installErrorHandler(app, messages);
    app.get('/bug', async () => {
      throw new Error('select * from users where password = $1 -- at server/x.ts:12');
    });
    app.get('/sql', async () => {
      throw databaseError({ code: '42P01' });
    });
    app.get('/duplicate', async () => {
      throw databaseError({ code: '23505', constraint: 'cities_name_lower_uq' });
    });
    app.get('/deliberate', async () => {
      throw new BadRequestError('Понятная причина', [{ field: 'name', message: 'Понятная причина' }]);
    });
    app.post('/json', async () => 'ok');
    await app.ready();
    return app;
  };

  it('hides an unexpected error behind a generic Russian 500', async () => {
    const app = await build();
    for (const url of ['/bug', '/sql']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: INTERNAL_ERROR_MESSAGE });
    }
  });

  it('passes deliberate messages and the mapped database answers', async () => {
    const app = await build();
    expect((await app.inject({ method: 'GET', url: '/deliberate' })).json()).toEqual({
      message: 'Понятная причина',
      errors: [{ field: 'name', message: 'Понятная причина' }],
    });
    const duplicate = await app.inject({ method: 'GET', url: '/duplicate' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual({ message: 'Этот город уже существует' });
  });

  it('words parser errors in Russian', async () => {
    const app = await build();
    const invalid = await app.inject({ method: 'POST', url: '/json', payload: '{', headers: { 'content-type': 'application/json' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ message: 'Некорректный JSON в теле запроса' });
    const unsupported = await app.inject({ method: 'POST', url: '/json', payload: '<x/>', headers: { 'content-type': 'application/xml' } });
    expect(unsupported.statusCode).toBe(415);
    expect(unsupported.json()).toEqual({ message: 'Неподдерживаемый тип содержимого' });
  });
});

describe('the error log (issue 7: no SQL parameters or personal data in logs)', () => {
  it('logs a failed query without its SQL or values, whether or not the driver gave a code', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) }, serializers: { err: errorForLog } },
    });
    installErrorHandler(app, messages);
    const secret = 'ivan.petrov@example.ru';
    app.get('/no-code', async () => {
      throw new DrizzleQueryError('select * from users where login = $1', [secret], new Error('Connection terminated unexpectedly'));
    });
    app.get('/odd-error', async () => {
      throw new DrizzleQueryError('select * from users where login = $1', [secret], new Error('something odd'));
    });
    app.get('/with-code', async () => {
      throw new DrizzleQueryError('select * from users where login = $1', [secret], Object.assign(new Error('boom'), { code: '42P01' }));
    });
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/no-code' })).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/odd-error' })).statusCode).toBe(500);
    expect((await app.inject({ method: 'GET', url: '/with-code' })).statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('Connection terminated unexpectedly');
    expect(log).not.toContain(secret);
    expect(log).not.toContain('where login');
    await app.close();
  });
});
