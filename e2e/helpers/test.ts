import { expect, test as base } from '@playwright/test';
import { relative } from 'node:path';
import { startWorkerServer, type WorkerServer } from './worker-server';

// Every page an end-to-end test opens must run clean (issue 7): no console error, no uncaught exception and no
// Content-Security-Policy violation, on the app's pages and the provider's alike. A refusal the test asks for
// (a 401, 403 or 404 answer) is a network message, not an error of the page; a 5xx answer is.
const NETWORK_REFUSAL = /^Failed to load resource: the server responded with a status of 4\d\d/;

// A server start on a copied database takes 5–15 s on two busy cores: more than a test's own time allows.
const SERVER_START_TIMEOUT_MS = 180_000;

// Each worker runs its own server (e2e/helpers/worker-server.ts), and each spec file starts on a fresh copy of the
// seeded database, so no spec depends on what another wrote or on the order they run in. A failed test ends its
// worker (Playwright's rule), so its retry starts on a fresh copy too. The tests of one file share the copy and
// run in their order.
export const test = base.extend<{ specDatabase: WorkerServer }, { workerServer: WorkerServer & { file?: string } }>({
  workerServer: [
    async ({}, use) => {
      const server = await startWorkerServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: SERVER_START_TIMEOUT_MS },
  ],
  specDatabase: [
    async ({ workerServer }, use, testInfo) => {
      if (workerServer.file !== testInfo.file) {
        await workerServer.restart(relative(process.cwd(), testInfo.file));
        workerServer.file = testInfo.file;
      }
      await use(workerServer);
      const failure = workerServer.failure();
      if (failure) throw new Error(failure);
    },
    { auto: true, timeout: SERVER_START_TIMEOUT_MS },
  ],
  baseURL: async ({ specDatabase }, use) => use(specDatabase.url),
  page: async ({ page }, use, testInfo) => {
    const problems: string[] = [];
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}`);
      });
    });
    page.on('console', (message) => {
      if (message.type() !== 'error' || NETWORK_REFUSAL.test(message.text())) return;
      problems.push(`console error on ${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught exception on ${page.url()}: ${error.message}`));
    await use(page);
    if (testInfo.status === testInfo.expectedStatus) {
      expect(problems, 'the pages this test opened logged errors or CSP violations').toEqual([]);
    }
  },
});

export { expect };
