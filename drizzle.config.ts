import { defineConfig } from 'drizzle-kit';

// One migration history for PGlite and PostgreSQL 15 (ARCHITECTURE §7). Regenerate with scripts/regen-migrations.sh.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
