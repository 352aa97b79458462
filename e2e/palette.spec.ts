import { expect, test } from './helpers/test';
import { signInAs } from './helpers/auth';

test('Ctrl+K opens the palette and Enter on a page goes there', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.keyboard.press('Control+k');
  const search = page.getByPlaceholder('Найти страницу или команду…');
  await expect(search).toBeVisible();
  await search.fill('Справочники');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings\/client-statuses$/);
  await expect(page.getByRole('heading', { name: 'Справочники' })).toBeVisible();
  await expect(search).toBeHidden();
});
