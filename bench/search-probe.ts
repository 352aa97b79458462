// Times the students and applications searches at 20,000 rows on PostgreSQL (TEST_DATABASE_URL): a probe for
// the trigram indexes, printed as p50 per query.
import { buildApp } from '../server/app';
import { mintAccessToken } from '../server/auth/mint';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { seedBulkApplications } from '../server/seed/bulk-applications';
import { seedDatabase } from '../server/seed/index';
import { seedBulkStudents } from '../server/seed/students';
import { createScratchDatabase } from '../server/test/database';

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const scratch = await createScratchDatabase(adminUrl, undefined, 'bench');
try {
  const config = loadConfig({ PORT: '3000', DATABASE_URL: scratch.url, LOG_LEVEL: 'silent' });
  const database = await openDatabase(config);
  await seedDatabase(database, { demo: true });
  await seedBulkStudents(database.db, 20_000);
  await seedBulkApplications(database.db, 20_000);
  await database.db.execute('analyze' as never);
  const app = await buildApp({ config, database });
  await app.ready();
  const token = await mintAccessToken(database.db, 'owner', {
    issuer: config.auth.issuer, audience: config.auth.audience, clientId: config.auth.clientId, ttlSeconds: 3600,
  });
  for (const url of ['students-info?_start=0&_end=25', 'students-info?_start=0&_end=25&q=иван', 'students-info?_start=0&_end=25&q=916', 'clients-info?_start=0&_end=25&q=иван', 'parents-info?_start=0&_end=25&q=иван']) {
    const times: number[] = [];
    for (let run = 0; run < 15; run += 1) {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url: `/api/${encodeURI(url)}`, headers: { authorization: `Bearer ${token}` } });
      times.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    }
    times.sort((a, b) => a - b);
    console.log(`${url.padEnd(50)} p50 ${times[7].toFixed(1)} ms  p95 ${times[13].toFixed(1)} ms`);
  }
  await app.close();
  await database.close();
} finally {
  await scratch.drop();
}
