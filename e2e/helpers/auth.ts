import { expect, type Page } from '@playwright/test';

export type DemoUser = 'owner' | 'admin' | 'teacher' | 'user' | 'guest';
export const demoUsers: DemoUser[] = ['owner', 'admin', 'teacher', 'user', 'guest'];

// The embedded provider's login page: fields 'Логин' and 'Пароль', button 'Войти'.
export const submitLoginForm = async (page: Page, login: string, password: string) => {
  await page.getByLabel('Логин').fill(login);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
};

// Opens `path` signed out (the app sends us to the login page), signs in there and waits to be back in the app.
export const signIn = async (page: Page, login: string, password: string, path = '/home') => {
  await page.goto(path);
  await expect(page).toHaveURL(/\/idp\//);
  await submitLoginForm(page, login, password);
  await expect(page).not.toHaveURL(/\/idp\//);
  await expect(page.getByRole('button', { name: 'Выйти' })).toBeVisible();
};

export const signInAs = (page: Page, user: DemoUser, path?: string) => signIn(page, user, user, path);

// The sign-out button at the bottom of the side drawer. The provider's session ends too, so the app, which
// wants a signed-in user, ends up on the login page again instead of signing us straight back in.
export const signOut = async (page: Page) => {
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page.getByLabel('Логин')).toBeVisible();
  await expect(page).toHaveURL(/\/idp\//);
};
