import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const PURE_TEST_DIRECTORIES = ['src', 'resources', 'providers', 'build'];
const API_TEST_DIRECTORY = 'server';

// Both cores for every unit project (the default leaves one idle on two: 5.5 → 4.6 min for the unit run here). The
// projects run in one group, which needs them to agree on it.
const UNIT_WORKERS = 2;

// A pure test file that mocks a module, stubs a global or asks for a DOM of its own changes what the files after it
// would load in a shared worker: it runs isolated. Found by what it says, so a new one needs no list kept by hand.
const NEEDS_ISOLATION = /@vitest-environment|\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/;
const testFilesOf = (directories: string[]) =>
  directories.flatMap((directory) =>
    readdirSync(directory, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => join(directory, file)),
  );
const needingIsolation = (files: string[]) => files.filter((file) => NEEDS_ISOLATION.test(readFileSync(file, 'utf8')));
const isolatedPureTests = needingIsolation(testFilesOf(PURE_TEST_DIRECTORIES));
const isolatedApiTests = needingIsolation(testFilesOf([API_TEST_DIRECTORY]));

const apiTests = {
  environment: 'node' as const,
  include: [`${API_TEST_DIRECTORY}/**/*.test.ts`],
  // the migrated, seeded database each file copies instead of building its own
  globalSetup: ['./server/test/global-setup.ts'],
  // tests of PostgreSQL's own behaviour (a terminated connection) run where there is a PostgreSQL
  exclude: process.env.TEST_DATABASE_URL ? [] : ['server/**/*.postgres.test.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  fileParallelism: true,
  maxWorkers: 2,
};

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      // Pure logic runs in Node: a DOM per file costs more than most of these files' tests. The files share their
      // workers' loaded modules (no isolation): loading them again for each of 114 files took 82 s of an 83-s run,
      // against 15 s in all without.
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          isolate: false,
          maxWorkers: UNIT_WORKERS,
          include: PURE_TEST_DIRECTORIES.map((directory) => `${directory}/**/*.test.ts`),
          exclude: isolatedPureTests,
        },
      },
      // The few that mock a module, stub a global or need `window` (`// @vitest-environment jsdom` in their first
      // line), each in a fresh module graph; no project at all when there are none (an empty include is no filter).
      ...(isolatedPureTests.length === 0
        ? []
        : [{ extends: true as const, test: { name: 'unit-isolated', environment: 'node', include: isolatedPureTests, maxWorkers: UNIT_WORKERS } }]),
      // Components render in jsdom, with antd's missing browser APIs filled in.
      {
        extends: true,
        test: {
          name: 'unit-dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'providers/**/*.test.tsx'],
          setupFiles: ['./src/test-setup.ts'],
          maxWorkers: UNIT_WORKERS,
          server: { deps: { inline: ['@refinedev/react-router'] } },
        },
      },
      // The API tests: each file has its own database copy (PGlite in memory, or a scratch PostgreSQL database) and
      // its own app, so files share nothing but their workers' loaded modules (no isolation: loading the server's
      // modules again for each of about a hundred files was most of the run). The few that mock a module or fake
      // timers run isolated in 'api-isolated'. Two files at a time on CI's two cores.
      { extends: true, test: { ...apiTests, name: 'api', isolate: false, exclude: [...apiTests.exclude, ...isolatedApiTests] } },
      ...(isolatedApiTests.length === 0 ? [] : [{ extends: true as const, test: { ...apiTests, name: 'api-isolated', include: isolatedApiTests } }]),
    ],
  },
});
