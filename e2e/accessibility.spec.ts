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

test('every screen of the app has no serious accessibility violation', async ({ page }) => {
  // some forty screens, each loaded and read by axe: about 6 s apiece on a loaded two-core CI machine
  test.setTimeout(420_000);
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
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Выйти' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
    found.push(...(await seriousViolations(page)).map((violation) => `${path}: ${violation}`));
  }
  expect(found).toEqual([]);
});
