import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

// notes/reliability.md: a database that drops our connections (pg_terminate_backend, a restart) costs the requests
// in flight a 503 and nothing more: the process stays up, later requests are answered, no acknowledged write is lost.
// PostgreSQL only: the api project runs *.postgres.test.ts files where TEST_DATABASE_URL is set (vitest.config.ts).
const adminUrl = process.env.TEST_DATABASE_URL;

describe('the server when PostgreSQL terminates its connections (issue 7)', () => {
  let t: TestApp;
  let admin: pg.Client;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.tokenFor('owner'); // minted now: minting reads the database the test takes away
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await t?.close();
  });

  const databaseName = () => new URL(t.config.databaseUrl).pathname.slice(1);
  const terminateAll = () =>
    admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [
      databaseName(),
    ]);
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  const create = (name: string) => call('POST', '/api/subjects', { name });

  it('answers 503 for the writes it lost, keeps every acknowledged one, and serves the next requests', async () => {
    const names = Array.from({ length: 40 }, (_, index) => `Предмет при обрыве ${index}`);
    const writes = names.map((name, index) =>
      new Promise((resolve) => setTimeout(resolve, index * 5)).then(() => create(name)),
    );
    await new Promise((resolve) => setTimeout(resolve, 60));
    await terminateAll();
    await new Promise((resolve) => setTimeout(resolve, 30));
    await terminateAll();
    const answers = await Promise.all(writes);

    for (const answer of answers) {
      expect([201, 503], answer.body).toContain(answer.statusCode);
      if (answer.statusCode === 503) expect(answer.json().message).toMatch(/База данных/);
    }

    // the process is alive and its pool connects again
    const list = await call('GET', '/api/subjects-info');
    expect(list.statusCode).toBe(200);
    const stored = new Set((list.json() as { subjectName: string }[]).map((row) => row.subjectName));
    names.forEach((name, index) => {
      if (answers[index].statusCode === 201) expect(stored.has(name), name).toBe(true);
    });
    expect((await create('Предмет после обрыва')).statusCode).toBe(201);
    // every client of the pool came back: none is held by a request that failed with its connection
    const pool = (t.db as unknown as { $client: pg.Pool }).$client;
    expect(pool.totalCount - pool.idleCount).toBe(0);
  });

  it('recovers from connections terminated while idle', async () => {
    await call('GET', '/api/subjects-info');
    await terminateAll();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const answers = await Promise.all([1, 2, 3].map(() => call('GET', '/api/subjects-info')));
    expect(answers.map((answer) => answer.statusCode).every((status) => status === 200 || status === 503)).toBe(true);
    expect((await call('GET', '/api/subjects-info')).statusCode).toBe(200);
  });
});
