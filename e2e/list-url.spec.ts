import { expect, test } from './helpers/test';
import { signInAs } from './helpers/auth';

// issue 7: a list's page, size, sort and search live in the URL, so a reload or a shared link keeps them.
test('the students list keeps its page, size, sort and search across a reload', async ({ page }) => {
  await signInAs(page, 'admin', '/students/table');
  await expect(page.getByRole('heading', { name: 'Ученики' })).toBeVisible();
  const pager = page.locator('.ant-pagination');
  await pager.getByTitle('2', { exact: true }).click();
  await expect(page).toHaveURL(/currentPage=2/);
  await page.getByRole('columnheader', { name: /Ученик/ }).first().click();
  await expect(page).toHaveURL(/sorters\[0\]\[field\]=studentName/);
  await expect(page).toHaveURL(/currentPage=1/);
  const searched = page.waitForResponse(
    (response) => response.url().includes('/api/students-info?') && new URL(response.url()).searchParams.get('q') === 'ов',
  );
  await page.getByLabel('Поиск', { exact: true }).fill('ов');
  const [first] = (await (await searched).json()) as { studentId: number }[];
  await expect(page).toHaveURL(/filters\[0\]\[field\]=q&filters\[0\]\[operator\]=eq&filters\[0\]\[value\]=(%D0%BE%D0%B2|ов)/);
  await expect(page.getByRole('row').nth(1)).toHaveAttribute('data-row-key', String(first.studentId));

  await page.reload();
  await expect(page.getByLabel('Поиск', { exact: true })).toHaveValue('ов');
  await expect(page).toHaveURL(/sorters\[0\]\[field\]=studentName/);
  await expect(page.getByRole('row').nth(1)).toHaveAttribute('data-row-key', String(first.studentId));
  await expect(page.getByRole('columnheader', { name: /Ученик/ }).first()).toHaveAttribute('aria-sort', 'ascending');
});

test('a whole reference list keeps its search in the URL and asks the server with no query', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/student-cities-info')) asked.push(request.url());
  });
  await signInAs(page, 'admin', '/settings/student-cities');
  await expect(page.getByRole('tab', { name: 'Города', selected: true })).toBeVisible();
  await page.getByLabel('Поиск', { exact: true }).fill('моск');
  await expect(page).toHaveURL(/filters/);
  await page.reload();
  await expect(page.getByLabel('Поиск', { exact: true })).toHaveValue('моск');
  expect(asked.length).toBeGreaterThan(0);
  for (const url of asked) expect(new URL(url).search).toBe('');
});

test('parents, client parents and tariffs are pages built from their declarations, with an Excel export', async ({ page }) => {
  await signInAs(page, 'admin', '/parents/parents-table');
  await expect(page.getByRole('heading', { name: 'Родители учеников' })).toBeVisible();
  const exportRequest = page.waitForRequest((request) => request.url().includes('/api/export/parents?'));
  await page.getByRole('button', { name: /Выгрузить в Excel/ }).click();
  const url = new URL((await exportRequest).url());
  expect(url.searchParams.get('fields')).toBe('parentName,parentPhoneNumber,parentTelegramId');
  expect(url.searchParams.has('_start')).toBe(false);
  expect((await exportRequest).headers().authorization).toMatch(/^Bearer /);

  await page.goto('/parents/client-parents');
  await expect(page.getByRole('heading', { name: 'Родители заявок' })).toBeVisible();
  await page.goto('/payments/subject-pricing');
  await expect(page.getByRole('heading', { name: 'Тарифы' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /Название тарифа/ })).toBeVisible();
});

test('the group list keeps its search across a reload', async ({ page }) => {
  await signInAs(page, 'admin', '/teacher-sheets');
  const search = page.getByLabel('Поиск групп');
  await search.fill('Математика');
  // the search is a Refine filter of the list, kept in the URL as the other lists keep theirs
  await expect.poll(() => new URL(page.url()).searchParams.get('filters[0][value]')).toBe('Математика');
  expect(new URL(page.url()).searchParams.get('filters[0][field]')).toBe('q');
  const shown = page.getByText(/^Показано \d+ из \d+ групп$/);
  await expect(shown).not.toHaveText(/^Показано (\d+) из \1 /); // the search has narrowed the list
  const text = await shown.textContent();
  await page.reload();
  await expect(page.getByLabel('Поиск групп')).toHaveValue('Математика');
  await expect(page.getByText(text!, { exact: true })).toBeVisible();
});
