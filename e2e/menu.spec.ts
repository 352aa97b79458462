import { type Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { signInAs, type DemoUser } from './helpers/auth';
import { fullMenuSections, shortMenuSections, sideMenu } from './helpers/menu';

// Opens every section of the side menu in turn; each must hold at least one page link (core.md §2.4: a section
// shows only with a page in it the user may open). Returns the section titles in the order shown.
const openEverySection = async (page: Page) => {
  const menu = sideMenu(page);
  await expect(menu.getByRole('menuitem', { name: 'Главная' })).toBeVisible();
  const titles = await menu.getByRole('menuitem', { expanded: false }).allInnerTexts();
  for (const title of titles) {
    const links = await menu.getByRole('link').count();
    await menu.getByRole('menuitem', { name: title, exact: true }).click();
    await expect.poll(() => menu.getByRole('link').count(), { message: `section '${title}' holds no page` }).toBeGreaterThan(links);
  }
  return titles.map((title) => title.trim());
};

const inSpecOrder = (titles: string[], order: string[]) => order.filter((title) => titles.includes(title));

for (const user of ['owner', 'admin'] as DemoUser[]) {
  test(`${user} sees the full menu, with the reference lists under 'Разное'`, async ({ page }) => {
    await signInAs(page, user);
    const titles = await openEverySection(page);
    expect(titles).toEqual(inSpecOrder(titles, fullMenuSections));
    expect(titles).toContain('Разное');

    await sideMenu(page).getByRole('link', { name: 'Справочники' }).click();
    await expect(page).toHaveURL(/\/settings\/client-statuses$/);
    await expect(page.getByRole('heading', { name: 'Справочники' })).toBeVisible();
  });
}

for (const user of ['teacher', 'user', 'guest'] as DemoUser[]) {
  test(`${user} sees the reduced menu, without 'Разное' and the reference lists`, async ({ page }) => {
    await signInAs(page, user);
    const titles = await openEverySection(page);
    expect(titles).toEqual(inSpecOrder(titles, shortMenuSections));
    expect(titles).not.toContain('Разное');
    await expect(sideMenu(page).getByRole('link', { name: 'Справочники' })).toHaveCount(0);
  });
}

test('the side menu collapsed to its icons names each entry in a tooltip, and open shows no tooltip', async ({ page }) => {
  await signInAs(page, 'admin');
  const home = sideMenu(page).getByRole('menuitem', { name: 'Главная' });
  await home.hover();
  await expect(page.getByRole('tooltip')).toHaveCount(0);

  await page.locator('.ant-layout-sider-trigger').click();
  await sideMenu(page).locator('li').first().hover();
  await expect(page.getByRole('tooltip', { name: 'Главная' })).toBeVisible();
});
