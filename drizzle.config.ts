import { defineConfig } from 'drizzle-kit';

// One migration history for PGlite and PostgreSQL 15 (docs/architecture.md, Data). Migrations are added, never
// rewritten: change the schema, then `npm run db:generate -- --name <what-changed>` and commit the new files.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
