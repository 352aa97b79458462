import type { Page } from '@playwright/test';
import { signInAs } from './helpers/auth';
import { expect, test } from './helpers/test';

// Issue 20: after a failed submit the first invalid field is scrolled into sight below the 64-px sticky header, on
// every form (one setting of the app's ConfigProvider). antd's own 'if-needed' took a field at y = 7, under the
// header, for one in view and left it there.

const headerBottom = (page: Page) => page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);
// the first invalid field in the page's order, where the eye looks first
const firstInvalid = (page: Page) => page.locator('[aria-invalid="true"]').first();
const firstInvalidTop = (page: Page) => firstInvalid(page).evaluate((field) => field.getBoundingClientRect().top);

test('a failed submit of a new application brings its first invalid field below the sticky header', async ({ page }) => {
  await signInAs(page, 'admin', '/clients/new');
  const studentName = page.getByLabel('Имя ученика');
  await expect(studentName).toBeVisible();

  // the page scrolled so that the student's name sits just under the header, the empty form sent with Enter
  const nameTop = await studentName.evaluate((input) => input.getBoundingClientRect().top + window.scrollY);
  await page.evaluate((top) => window.scrollTo(0, top - 7), nameTop);
  await expect.poll(() => studentName.evaluate((input) => Math.round(input.getBoundingClientRect().top))).toBe(7);
  await page.getByLabel('Телефон ученика').press('Enter');

  await expect(firstInvalid(page)).toHaveAccessibleName(/Имя ученика/);
  const bottom = await headerBottom(page);
  expect(bottom).toBe(64);
  await expect.poll(() => firstInvalidTop(page), { message: "the first invalid field's top, below the header's bottom" }).toBeGreaterThanOrEqual(bottom);
});
