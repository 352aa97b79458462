import { type Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { signInAs } from './helpers/auth';

const headerBackground = (page: Page) =>
  page.getByRole('banner').evaluate((header) => getComputedStyle(header).backgroundColor);

test('the dark theme chosen in the side drawer survives a reload', async ({ page }) => {
  await signInAs(page, 'admin');
  const darkTheme = page.getByRole('switch', { name: 'Тёмная тема' });
  await expect(darkTheme).not.toBeChecked();
  const lightBackground = await headerBackground(page);

  await darkTheme.click();
  await expect(darkTheme).toBeChecked();
  await expect.poll(() => headerBackground(page)).not.toBe(lightBackground);
  const darkBackground = await headerBackground(page);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Тёмная тема' })).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await expect.poll(() => headerBackground(page)).toBe(darkBackground);
});
