import { type Request } from '@playwright/test';
import { expect, test } from './helpers/test';
import { signInAs } from './helpers/auth';
import { gridRow, nameEditor, uniqueName } from './helpers/grid';
import { ACCESS_TOKEN_TTL_SECONDS } from './server-settings';

const pathOf = (url: string) => new URL(url).pathname;

const isRefresh = (request: Request) =>
  request.method() === 'POST' && pathOf(request.url()) === '/idp/token' && /grant_type=refresh_token/.test(request.postData() ?? '');

const bearerOf = (request: Request) => request.headers().authorization ?? '';

declare global {
  interface Window {
    e2eSameDocument?: boolean;
  }
}

test('after the access token expires, the next action refreshes it silently and succeeds', async ({ page }) => {
  test.setTimeout(60_000 + ACCESS_TOKEN_TTL_SECONDS * 1000);
  const apiBearers: string[] = [];
  const refreshes: Request[] = [];
  page.on('request', (request) => {
    if (pathOf(request.url()).startsWith('/api/') && bearerOf(request)) apiBearers.push(bearerOf(request));
    if (isRefresh(request)) refreshes.push(request);
  });

  await signInAs(page, 'admin', '/settings/client-statuses');
  await expect(gridRow(page, 'Новая заявка')).toBeVisible();
  const bearerAtSignIn = apiBearers.at(-1);
  expect(bearerAtSignIn).toBeTruthy();
  const refreshesAtSignIn = refreshes.length;
  let documentLoads = 0;
  page.on('load', () => documentLoads++);
  await page.evaluate(() => (window.e2eSameDocument = true));

  await page.waitForTimeout((ACCESS_TOKEN_TTL_SECONDS + 2) * 1000);

  const subjectsRead = page.waitForResponse((response) => pathOf(response.url()) === '/api/subjects-info');
  await page.getByRole('tab', { name: 'Предметы' }).click();
  const read = await subjectsRead;
  expect(read.status()).toBe(200);
  await expect(gridRow(page, 'Математика')).toBeVisible();

  const name = uniqueName('Предмет');
  await page.getByRole('button', { name: 'Добавить' }).click();
  await nameEditor(page).fill(name);
  const creation = page.waitForResponse(
    (response) => response.request().method() === 'POST' && pathOf(response.url()) === '/api/subjects',
  );
  await page.getByRole('button', { name: 'Сохранить' }).click();
  const created = await creation;
  expect(created.status()).toBe(201);
  await expect(page.getByText('Новый предмет успешно добавлен!', { exact: true })).toBeVisible();

  expect(refreshes.length).toBeGreaterThan(refreshesAtSignIn);
  expect(bearerOf(read.request())).not.toBe(bearerAtSignIn);
  expect(bearerOf(created.request())).not.toBe(bearerAtSignIn);
  expect(documentLoads).toBe(0);
  expect(await page.evaluate(() => window.e2eSameDocument)).toBe(true);
});
