import { expect, test } from './helpers/test';
import { signInAs } from './helpers/auth';

test('a teacher opening the reference lists is sent to the navigation page', async ({ page }) => {
  await signInAs(page, 'teacher', '/settings/client-statuses');
  await expect(page).toHaveURL(/\/navigation-page$/);
  await expect(page.getByText('У вас нет доступа к этой странице')).toBeVisible();
});

test('an admin opening the reference lists stays on them', async ({ page }) => {
  await signInAs(page, 'admin', '/settings/client-statuses');
  await expect(page).toHaveURL(/\/settings\/client-statuses$/);
  await expect(page.getByText('У вас нет доступа к этой странице')).toHaveCount(0);
});
