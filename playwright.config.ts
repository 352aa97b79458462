import { defineConfig } from '@playwright/test';
import { ACCESS_TOKEN_TTL_SECONDS, E2E_BASE_URL, E2E_PORT } from './e2e/server-settings';

// One worker: CI has two cores and the server (PGlite, one connection) needs one of them.
export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: E2E_BASE_URL,
    headless: true,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    viewport: { width: 1366, height: 768 },
    launchOptions: { executablePath: '/usr/bin/chromium' },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node e2e/start-server.mjs',
    env: {
      PORT: String(E2E_PORT),
      PUBLIC_URL: E2E_BASE_URL,
      ACCESS_TOKEN_TTL: String(ACCESS_TOKEN_TTL_SECONDS),
      // the suite signs in two dozen times a minute from one address; the limit itself is tested by the API tests
      LOGIN_ATTEMPTS_PER_MINUTE: '600',
    },
    url: `${E2E_BASE_URL}/api/config`,
    // a fresh database: PGlite initdb, migrations and the demo data take 10–20 s on two cores
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
