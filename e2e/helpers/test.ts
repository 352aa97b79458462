import { expect, test as base } from '@playwright/test';

// Every page an end-to-end test opens must run clean (issue 7): no console error, no uncaught exception and no
// Content-Security-Policy violation, on the app's pages and the provider's alike. A refusal the test asks for
// (a 401, 403 or 404 answer) is a network message, not an error of the page; a 5xx answer is.
const NETWORK_REFUSAL = /^Failed to load resource: the server responded with a status of 4\d\d/;

export const test = base.extend({
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
