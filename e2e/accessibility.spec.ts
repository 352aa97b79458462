import type { Page, Request } from '@playwright/test';
import { seriousViolations } from './helpers/axe';
import { signInAs } from './helpers/auth';
import { expect, test } from './helpers/test';

// axe on every screen of the running app (issue 7): the screens are those its navigation page links to for the
// owner, who may open them all, plus the login page, home and the navigation page itself. No serious or critical
// violation is allowed.

test('the login page has no serious accessibility violation', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByLabel('Логин')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

// Requests in flight, as the page's own: the task board's event stream stays open for as long as the board shows,
// so it is not counted.
const trackRequests = (page: Page) => {
  let pending = 0;
  let changedAt = Date.now();
  const counted = (request: Request) => request.resourceType() !== 'eventsource';
  page.on('request', (request) => {
    if (!counted(request)) return;
    pending += 1;
    changedAt = Date.now();
  });
  const ended = (request: Request) => {
    if (!counted(request)) return;
    pending -= 1;
    changedAt = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    restart: () => (changedAt = Date.now()),
    // nothing in flight, and nothing started or ended for half a second (Playwright's 'networkidle')
    idle: () => pending === 0 && Date.now() - changedAt >= 500,
  };
};

// An in-app visit, as the menu makes one: the router follows the address without a reload, so the screen is the
// same and the app is not loaded and signed in again for each (that cost about 9 s a screen on a loaded machine).
const visit = async (page: Page, path: string) => {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
};

test('every screen of the app has no serious accessibility violation', async ({ page }) => {
  // some forty screens, each shown and read by axe
  test.setTimeout(420_000);
  const requests = trackRequests(page);
  await signInAs(page, 'owner', '/navigation-page');
  const main = page.getByRole('main');
  await expect(main.getByRole('link').first()).toBeVisible();
  const links = await main.getByRole('link').evaluateAll((anchors) =>
    anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname),
  );
  const screens = [...new Set(['/home', '/navigation-page', ...links])];
  expect(screens.length).toBeGreaterThan(10);

  const found: string[] = [];
  for (const path of screens) {
    requests.restart();
    await visit(page, path);
    await expect(page.getByRole('button', { name: 'Выйти' })).toBeVisible();
    await expect.poll(() => requests.idle(), { message: `${path}: requests still in flight`, timeout: 30_000 }).toBe(true);
    await expect(page.locator('.ant-spin-spinning, .ant-skeleton')).toHaveCount(0);
    found.push(...(await seriousViolations(page)).map((violation) => `${path}: ${violation}`));
  }
  expect(found).toEqual([]);
});
