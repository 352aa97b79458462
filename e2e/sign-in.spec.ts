import { expect, test } from './helpers/test';
import { demoUsers, signInAs, signOut, submitLoginForm } from './helpers/auth';

for (const user of demoUsers) {
  test(`${user} signs in on the login page and lands on /home`, async ({ page }) => {
    await signInAs(page, user, '/');
    await expect(page).toHaveURL(/\/home$/);
  });
}

test('a wrong password keeps the login page and says so', async ({ page }) => {
  await page.goto('/home');
  await submitLoginForm(page, 'admin', 'not-the-password');
  await expect(page.getByText('Неверный логин или пароль')).toBeVisible();
  await expect(page.getByLabel('Логин')).toBeVisible();
  await expect(page).toHaveURL(/\/idp\//);
});

test('signing out ends the session: the app asks for the login again', async ({ page }) => {
  await signInAs(page, 'admin');
  await signOut(page);
  await page.goto('/home');
  await expect(page.getByLabel('Логин')).toBeVisible();
});
