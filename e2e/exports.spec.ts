import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signInAs } from './helpers/auth';
import { expect, test } from './helpers/test';

// Issue 20: the payments list has 'Выгрузить в Excel' like every declared list: the file holds the rows of the
// searched list, every page of them, under the titles of the columns the user sees.

// the same rows as e2e/payments-history.spec.ts reads
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

test('an administrator downloads the searched payments list and finds its columns and rows in the file', async ({ page }) => {
  await signInAs(page, 'admin', '/payments/history');
  await expect(rows(page).first()).toBeVisible();

  // a search that leaves more rows than one page shows
  const search = page.waitForResponse((response) => response.url().includes('/api/payments-info?') && response.url().includes('q='));
  await page.getByPlaceholder('Поиск').fill('а');
  await search;
  const total = Number((await page.getByText(/^Всего: \d+$/).innerText()).replace(/\D/g, ''));
  const firstStudent = (await rows(page).first().getByRole('link').innerText()).trim();
  const headers = (await page.getByRole('columnheader').allInnerTexts()).map((text) => text.trim()).filter(Boolean);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Выгрузить в Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Платежи.xlsx');

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.worksheets[0];
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(header).toEqual(headers);
  expect(header).toEqual(['№', 'Ученик', 'Дата платежа', 'Сумма', 'Комментарий', 'Типы платежа']);
  expect(total).toBeGreaterThan(10);
  expect(sheet.actualRowCount - 1).toBe(total);
  expect(sheet.getRow(2).getCell(2).value).toBe(firstStudent);
  expect(typeof sheet.getRow(2).getCell(4).value).toBe('number');
  expect(sheet.getRow(2).getCell(3).value).toBeInstanceOf(Date);
});

// The screens that got the export with issue 20's last part: the header of the file is the columns on screen.
const downloadedHeader = async (page: Page) => {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Выгрузить в Excel' }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await (await download).path());
  const sheet = workbook.worksheets[0];
  return { header: (sheet.getRow(1).values as unknown[]).slice(1), rows: sheet.actualRowCount - 1 };
};
const shownHeaders = async (page: Page) =>
  (await page.getByRole('columnheader').allInnerTexts()).map((text) => text.trim()).filter((text) => text && text !== 'Действия');

test('the trial lessons and the archived tasks download the columns they show', async ({ page }) => {
  await signInAs(page, 'admin', '/clients/trial-classes');
  await expect(rows(page).first()).toBeVisible();
  const trialHeaders = await shownHeaders(page);
  const trial = await downloadedHeader(page);
  expect(trial.header).toEqual(trialHeaders);
  expect(trial.header).toContain('Посещение');
  expect(trial.rows).toBe(Number((await page.getByText(/^Всего: \d+$/).innerText()).replace(/\D/g, '')));

  await page.goto('/archive/tasks');
  await expect(rows(page).first()).toBeVisible();
  const taskHeaders = await shownHeaders(page);
  const archived = await downloadedHeader(page);
  expect(archived.header).toEqual(taskHeaders);
  expect(archived.header).toEqual(['Заголовок', 'Описание', 'Дедлайн', 'Приоритет', 'Статус', 'Исполнитель']);
});
