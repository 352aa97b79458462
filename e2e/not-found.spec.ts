import { expect, test } from './helpers/test';
import { signInAs } from './helpers/auth';

test('an unknown path shows the 404 page with links home and to the support chat', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/no/such/page');
  await expect(page.getByText('Ошибка 404! Такой страница не существует')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Чат поддержки' })).toBeVisible();
  await page.getByRole('link', { name: 'На главную' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('button', { name: 'Выйти' })).toBeVisible();
});
