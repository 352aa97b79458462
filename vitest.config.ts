import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      // Pure logic runs in Node: a DOM per file costs more than most of these files' tests. A `.ts` test that needs
      // `window` says so in its first line (`// @vitest-environment jsdom`).
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'resources/**/*.test.ts', 'providers/**/*.test.ts'],
        },
      },
      // Components render in jsdom, with antd's missing browser APIs filled in.
      {
        extends: true,
        test: {
          name: 'unit-dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'providers/**/*.test.tsx'],
          setupFiles: ['./src/test-setup.ts'],
          server: { deps: { inline: ['@refinedev/react-router'] } },
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          // the migrated, seeded database each file copies instead of building its own
          globalSetup: ['./server/test/global-setup.ts'],
          // tests of PostgreSQL's own behaviour (a terminated connection) run where there is a PostgreSQL
          exclude: process.env.TEST_DATABASE_URL ? [] : ['server/**/*.postgres.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // two files at a time on CI's two cores: each file has its own database copy (PGlite in memory, or a
          // scratch PostgreSQL database), so files share nothing; this halves the API runs of the CI
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
});
