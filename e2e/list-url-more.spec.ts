import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { signIn, signInAs } from './helpers/auth';
import { E2E_PORT } from './server-settings';

// issue 20: the hand-written lists keep their page, sort, filter and search in the URL as the declared lists do
// (e2e/list-url.spec.ts), so a reload or a shared link keeps the view.

const bodyRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const firstCell = async (page: Page) => (await bodyRows(page).first().locator('td').first().innerText()).trim();

test('the debtors tab keeps its sort and search across a reload, and another tab starts afresh', async ({ page }) => {
  await signInAs(page, 'admin', '/payments/debtors');
  await page.getByRole('tab', { name: 'Должники', exact: true }).click();
  await expect(bodyRows(page).first()).toBeVisible();
  await page.getByRole('columnheader', { name: 'Ученик' }).click();
  await expect(page).toHaveURL(/sorters\[0\]\[field\]=studentName&sorters\[0\]\[order\]=asc/);
  const student = await firstCell(page);
  const word = student.split(' ')[0];
  await page.getByLabel('Поиск по ученику').fill(word);
  await expect(page).toHaveURL(/filters\[0\]\[field\]=q/);

  await page.reload();
  await expect(page.getByLabel('Поиск по ученику')).toHaveValue(word);
  await expect(page.getByRole('columnheader', { name: 'Ученик' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(bodyRows(page).first().locator('td').first()).toHaveText(student);
  for (const name of await bodyRows(page).locator('td:first-child').allInnerTexts()) expect(name).toContain(word);

  await page.getByRole('tab', { name: 'Должники с суммами' }).click();
  await expect(page.getByLabel('Поиск по ученику')).toHaveValue('');
  await expect(page).not.toHaveURL(/filters|sorters/);
});

test('the archived groups keep their sort and search across a reload', async ({ page }) => {
  await signInAs(page, 'admin', '/archive/teacher-sheets');
  await expect(bodyRows(page).first()).toBeVisible();
  await page.getByRole('columnheader', { name: 'Группа' }).click();
  await page.getByRole('columnheader', { name: 'Группа' }).click();
  await expect(page).toHaveURL(/sorters\[0\]\[field\]=className&sorters\[0\]\[order\]=desc/);
  const first = await firstCell(page);
  await page.getByLabel('Поиск групп').fill(first.slice(0, 3));
  await expect(page).toHaveURL(/filters\[0\]\[field\]=q/);

  await page.reload();
  await expect(page.getByLabel('Поиск групп')).toHaveValue(first.slice(0, 3));
  await expect(page.getByRole('columnheader', { name: 'Группа' })).toHaveAttribute('aria-sort', 'descending');
  await expect(bodyRows(page).first().locator('td').first()).toHaveText(first);
});

test('the formation group table keeps its server page, sort and search across a reload', async ({ page }) => {
  await signInAs(page, 'admin', '/clients/future-enrollment-tabs');
  await expect(bodyRows(page).first()).toBeVisible();
  await page.getByRole('columnheader', { name: 'Предмет' }).click();
  await expect(page).toHaveURL(/sorters\[0\]\[field\]=subjectName&sorters\[0\]\[order\]=asc/);
  const first = await firstCell(page);
  const searched = page.waitForResponse((response) => new URL(response.url()).searchParams.get('q') === first);
  await page.getByLabel('Поиск групп').fill(first);
  await page.getByLabel('Поиск групп').press('Enter');
  expect(new URL((await searched).url()).searchParams.get('_sort')).toBe('subjectName');
  await expect(page).toHaveURL(/currentPage=1/);

  await page.reload();
  await expect(page.getByLabel('Поиск групп')).toHaveValue(first);
  await expect(page.getByRole('columnheader', { name: 'Предмет' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(bodyRows(page).first().locator('td').first()).toHaveText(first);
});

test('the centre 2 payout rates keep their tariff filter and sort across a reload', async ({ page }) => {
  await signIn(page, 'owner', 'owner', `http://zelenograd.localhost:${E2E_PORT}/teacher-payout?tab=rates`);
  await expect(page.getByText(/^Всего \d+$/)).toBeVisible();
  await page.getByRole('combobox', { name: 'Фильтр по тарифу' }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('Стандарт', { exact: true }).click();
  await expect(page).toHaveURL(/filters\[0\]\[field\]=subjectPricingId/);
  await page.getByRole('columnheader', { name: 'Выплата за занятие' }).click();
  await expect(page).toHaveURL(/sorters\[0\]\[field\]=amount/);
  const total = await page.getByText(/^Всего \d+$/).innerText();

  await page.reload();
  await expect(page.getByText(total, { exact: true })).toBeVisible();
  const tariffFilter = page.locator('.ant-select', { has: page.getByRole('combobox', { name: 'Фильтр по тарифу' }) });
  await expect(tariffFilter).toContainText('Стандарт');
  await expect(page.getByRole('columnheader', { name: 'Выплата за занятие' })).toHaveAttribute('aria-sort', 'ascending');
});

test('the students who left keep their quick filter across a reload', async ({ page }) => {
  await signInAs(page, 'admin', '/students/statistics?tab=left');
  await expect(bodyRows(page).first()).toBeVisible();
  const group = await firstCell(page);
  await page.getByLabel('Быстрый фильтр').fill(group);
  await expect(page).toHaveURL(/filters\[0\]\[field\]=q/);

  await page.reload();
  await expect(page.getByLabel('Быстрый фильтр')).toHaveValue(group);
  await expect(bodyRows(page).first()).toContainText(group);
});
