import { seriousViolations } from './helpers/axe';
import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { signInAs } from './helpers/auth';

// /service/error-tables (operations.md §2 "Error tables"): the three tabs with the demo rows of the spreadsheet sync,
// each row linking to its report sheet in a new tab; and, with no Google key on this server, the refresh buttons
// off with the reason.

const SCREENSHOTS = process.env.SHEETS_SCREENSHOTS_DIR;

const expectSheetLinks = async (page: Page) => {
  const links = page.getByRole('tabpanel').getByRole('link', { name: 'Открыть отчет' });
  await expect(links.first()).toBeVisible();
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('href', /^https:\/\/docs\.google\.com\/spreadsheets\/d\//);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
};

const headers = (page: Page) => page.getByRole('tabpanel').getByRole('columnheader');

test('an admin opens the three error tables, each tab kept in the address', async ({ page }) => {
  await signInAs(page, 'admin', '/service/error-tables');
  await expect(page.getByRole('heading', { name: 'Таблицы ошибок' })).toBeVisible();

  // no update: class and teacher
  await expect(page.getByRole('tab', { name: 'Нет обновлений', selected: true })).toBeVisible();
  await expect(headers(page)).toHaveText(['Группа', 'Преподаватель', 'Отчет']);
  await expect(page.getByRole('tabpanel').getByRole('row')).toHaveCount(3); // the header and two demo rows
  await expectSheetLinks(page);
  expect(await seriousViolations(page)).toEqual([]);
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/no-update.png`, fullPage: true });

  // student not found: the student
  await page.getByRole('tab', { name: 'Ученик не найден' }).click();
  await expect(page).toHaveURL(/[?&]tab=student-not-found-table/);
  await expect(headers(page)).toHaveText(['Ученик', 'Отчет']);
  for (const name of ['Белов Тимофей', 'Кузнецова Варвара', 'Орлова Ксения']) await expect(page.getByRole('cell', { name })).toBeVisible();
  await expectSheetLinks(page);
  expect(await seriousViolations(page)).toEqual([]);
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/student-not-found.png`, fullPage: true });

  // wrong cycle: teacher, class, cycle number
  await page.getByRole('tab', { name: 'Неверный цикл' }).click();
  await expect(page).toHaveURL(/[?&]tab=wrong-cycle-table/);
  await expect(headers(page)).toHaveText(['Преподаватель', 'Группа', 'Номер цикла', 'Отчет']);
  await expect(page.getByRole('tabpanel').getByRole('row')).toHaveCount(3);
  await expectSheetLinks(page);
  expect(await seriousViolations(page)).toEqual([]);
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/wrong-cycle.png`, fullPage: true });

  // the address opens the same tab again; a group's name leads to its page
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Неверный цикл', selected: true })).toBeVisible();
  const groupLink = page.getByRole('tabpanel').getByRole('row').nth(1).getByRole('link').first();
  const groupName = (await groupLink.textContent())!;
  await groupLink.click();
  await expect(page).toHaveURL(/\/school-class\/\d+$/);
  await expect(page.getByRole('heading', { name: `Группа: ${groupName}` })).toBeVisible();
});

test('a teacher is turned away from the error tables', async ({ page }) => {
  await signInAs(page, 'teacher', '/service/error-tables');
  await expect(page.getByText('У вас нет доступа к этой странице')).toBeVisible();
});

test('without a Google key the refresh buttons are off and say why', async ({ page }) => {
  await signInAs(page, 'admin', '/teacher-sheets');
  const refresh = page.getByRole('button', { name: 'Обновить отчет в гугл-таблице' }).first();
  await expect(refresh).toBeDisabled();
  await refresh.hover({ force: true });
  await expect(page.getByRole('tooltip').filter({ hasText: 'GOOGLE_SERVICE_ACCOUNT_JSON' })).toBeVisible();
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/groups-refresh-off.png` });
});
