import { defineConfig } from '@playwright/test';

// Two workers on CI's two cores, each with its own server and a fresh copy of the seeded database for every spec
// file (e2e/helpers/test.ts), so the specs share nothing and run in any order. E2E_WORKERS overrides the count.
export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // the unit of parallel work is the spec file: its tests run in order on one worker and one database copy
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  // a liveness limit, not a speed test: the longest flows took 50–66 s on a loaded two-core machine
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    headless: true,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    // the app honours the system's reduced-motion setting (antd animations off): no test waits for a dialog,
    // drawer or toast to finish moving
    reducedMotion: 'reduce',
    viewport: { width: 1366, height: 768 },
    launchOptions: { executablePath: '/usr/bin/chromium' },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
