import { expect, test } from '@playwright/test';
import { signInAs, type DemoUser } from './helpers/auth';
import { fullMenuSections, shortMenuSections, sideMenu } from './helpers/menu';

// A section shows only when it holds a page that exists and the user may open; today that is
// 'Справочники' under 'Разное', which only the full menu (owner, admin) has.
const SECTION_WITH_PAGES = 'Разное';
const sectionsWithoutPages = [...new Set([...fullMenuSections, ...shortMenuSections])].filter((title) => title !== SECTION_WITH_PAGES);

for (const user of ['owner', 'admin'] as DemoUser[]) {
  test(`${user} sees the full menu with the reference lists under 'Разное'`, async ({ page }) => {
    await signInAs(page, user);
    const menu = sideMenu(page);
    await expect(menu.getByRole('menuitem', { name: 'Главная' })).toBeVisible();
    for (const title of sectionsWithoutPages) await expect(menu.getByText(title, { exact: true })).toHaveCount(0);

    await menu.getByRole('menuitem', { name: SECTION_WITH_PAGES }).click();
    await menu.getByRole('link', { name: 'Справочники' }).click();
    await expect(page).toHaveURL(/\/settings\/client-statuses$/);
    await expect(page.getByRole('heading', { name: 'Справочники' })).toBeVisible();
  });
}

for (const user of ['teacher', 'user', 'guest'] as DemoUser[]) {
  test(`${user} sees the reduced menu, without 'Разное' and the reference lists`, async ({ page }) => {
    await signInAs(page, user);
    const menu = sideMenu(page);
    await expect(menu.getByRole('menuitem', { name: 'Главная' })).toBeVisible();
    await expect(menu.getByText(SECTION_WITH_PAGES, { exact: true })).toHaveCount(0);
    await expect(menu.getByText('Справочники', { exact: true })).toHaveCount(0);
    for (const title of sectionsWithoutPages) await expect(menu.getByText(title, { exact: true })).toHaveCount(0);
  });
}
