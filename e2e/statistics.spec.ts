import ExcelJS from 'exceljs';
import { expect, test } from './helpers/test';
import { signInAs } from './helpers/auth';

// operations.md §2 "Statistics", §6 (Payment-Stats); issue 10: read statistics as owner and as admin.
test('the owner reads the overview of the last 30 days with the payments card, and switches the period', async ({ page }) => {
  await signInAs(page, 'owner', '/students/statistics');
  await expect(page.getByRole('heading', { name: 'Статистика' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Обзор статистики', selected: true })).toBeVisible();
  await expect(page.getByText('Учеников сейчас')).toBeVisible();
  await expect(page.getByText('Медиана')).toBeVisible();
  await expect(page.getByText('Информация недоступна')).toHaveCount(0);
  await expect(page.getByRole('img', { name: /^Ученики по классам: / })).toBeVisible();

  const lessons = page.locator('.ant-statistic').filter({ hasText: 'Занятий' }).locator('.ant-statistic-content-value');
  const thirtyDays = await lessons.innerText();
  await page.getByText('Всё время', { exact: true }).click();
  await expect.poll(async () => Number(await lessons.innerText())).toBeGreaterThanOrEqual(Number(thirtyDays));

  // a custom range beyond 2 years is refused before any request
  await page.getByText('Свой период', { exact: true }).click();
  await page.locator('.ant-picker-range input').first().fill('01.01.2020');
  await page.locator('.ant-picker-range input').nth(1).fill('01.02.2020');
  await page.locator('.ant-picker-range input').nth(1).press('Enter');
  await expect(page.getByText('Выберите корректный диапазон дат')).toBeVisible();
});

test('an admin sees the payments card closed, and filters the students who left', async ({ page }) => {
  await signInAs(page, 'admin', '/students/statistics');
  await expect(page.getByText('Информация о платежах')).toBeVisible();
  await expect(page.getByText('Информация недоступна')).toBeVisible();
  await expect(page.getByText('Медиана')).toHaveCount(0);

  await page.getByRole('tab', { name: 'Ушедшие учеников' }).click();
  await expect(page).toHaveURL(/tab=left/);
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  const group = (await rows.first().locator('td').first().innerText()).trim();
  await page.getByLabel('Быстрый фильтр').fill(group);
  await expect(rows.first()).toContainText(group);
  await expect(page.getByText(/^(Активный|Ушел)$/).first()).toBeVisible();

  // 'Выгрузить в Excel': the tab's columns, the filtered group first and then its students
  const headers = (await page.getByRole('columnheader').allInnerTexts()).map((text) => text.trim()).filter(Boolean);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Выгрузить в Excel' }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await (await download).path());
  const sheet = workbook.worksheets[0];
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(headers);
  expect(sheet.getRow(2).getCell(1).value).toBe(group);
});
