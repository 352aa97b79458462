import { seriousViolations } from './helpers/axe';
import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { signInAs } from './helpers/auth';

// operations.md §2 "Gradebook", issue 10: a teacher opens a group's gradebook from the groups list, grades a
// lesson, colours the cell, edits a theme, creates the next cycle, and after a reload finds it all kept.
const openDropdown = '.ant-select-dropdown:not(.ant-select-dropdown-hidden):not([class*="-leave"])';
// opened from the keyboard: the app's header may cover the toolbar once the grid has scrolled the page
const openSelect = async (page: Page, label: string) => {
  await page.getByRole('combobox', { name: label }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator(openDropdown)).toBeVisible();
};
const pick = async (page: Page, label: string, option: string | RegExp) => {
  await openSelect(page, label);
  await page.locator(openDropdown).getByText(option).click();
  await expect(page.locator(openDropdown)).toHaveCount(0);
};
const shownCycle = (page: Page) => page.locator('.ant-select', { has: page.getByRole('combobox', { name: 'Цикл' }) }).locator('.ant-select-selection-item');

test('a teacher grades, colours a cell, edits a theme and creates the next cycle; a reload keeps it all', async ({ page }) => {
  test.setTimeout(150_000);
  await signInAs(page, 'teacher', '/teacher-sheets');
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible();
  const groupName = (await card.getAttribute('aria-label')) ?? '';
  await card.getByRole('button', { name: 'Открыть журнал в CRM' }).click();
  await expect(page).toHaveURL(/\/gradebook\/\d+$/);
  await expect(page.getByRole('heading', { name: groupName })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(groupName));
  const grid = page.getByRole('region', { name: 'Журнал оценок' });
  await expect(grid).toBeVisible();
  const currentCycle = Number(/\d+/.exec(await shownCycle(page).innerText())?.[0]);

  // a classwork mark of the first student in lesson 1, by double-click and Enter
  const cell = grid.getByRole('cell', { name: /урок 1, Классная работа:/ }).first();
  const cellName = ((await cell.getAttribute('aria-label')) ?? '').replace(/:.*$/, '');
  await cell.dblclick();
  const input = page.getByRole('textbox', { name: cellName });
  await input.fill(' 3 ');
  await input.press('Enter');
  const graded = grid.getByRole('cell', { name: `${cellName}: 3`, exact: true });
  await expect(graded).toBeVisible();
  await expect(graded).toHaveAttribute('data-grade-id', /\d+/);

  // red from the palette, one click on the graded cell
  await pick(page, 'Цвет выделения', 'Красный');
  await graded.click();
  await expect(graded).toHaveCSS('background-color', 'rgb(245, 34, 45)');
  await expect(graded).toHaveCSS('color', 'rgb(255, 255, 255)');

  // the theme of lesson 1; a too short one is refused first
  await grid.getByRole('button', { name: 'Тема урока 1' }).dblclick();
  const theme = grid.getByRole('textbox', { name: 'Тема урока 1' });
  await theme.fill('Аб');
  await theme.press('Enter');
  await expect(grid.getByText('Минимум 3 символа')).toBeVisible();
  await theme.fill('Повторение: дроби');
  await theme.press('Enter');
  await expect(grid.getByRole('button', { name: 'Тема урока 1' })).toHaveText('Повторение: дроби');

  // the date of lesson 1: shown DD.MM.YYYY; a day that does not exist is refused with the spec's toast
  await grid.getByRole('button', { name: 'Дата урока 1' }).dblclick();
  const date = grid.getByRole('textbox', { name: 'Дата урока 1' });
  await date.fill('31.02.2026');
  await date.press('Enter');
  await expect(page.getByText('Ошибка при обновлении даты')).toBeVisible();
  await grid.getByRole('button', { name: 'Дата урока 1' }).dblclick();
  await grid.getByRole('textbox', { name: 'Дата урока 1' }).fill('07.09.2026');
  await grid.getByRole('textbox', { name: 'Дата урока 1' }).press('Enter');
  await expect(grid.getByRole('button', { name: 'Дата урока 1' })).toHaveText('07.09.2026');

  // axe, leaving out the marked cells: their text colour follows the spec's luminance rule, not contrast
  expect(await seriousViolations(page, { exclude: '.gradebook-cell[style*="background"]' })).toEqual([]);

  // the next cycle: the overlay shows while the server works, then the new cycle is chosen
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/gradebook/create-new-cycle/**', async (route) => {
    await held;
    await route.continue();
  });
  await openSelect(page, 'Цикл');
  const latest = Math.max(...(await page.locator(openDropdown).getByText(/^Цикл \d+$/).allInnerTexts()).map((text) => Number(text.replace(/\D/g, ''))));
  // under load a click can land while the list is still sliding open; the held request makes a retry harmless
  await expect(async () => {
    if ((await page.locator(openDropdown).count()) === 0) await openSelect(page, 'Цикл');
    await page.locator(openDropdown).locator('.ant-select-item-option').filter({ hasText: '+ Следующий цикл' }).click();
    await expect(page.getByText('Создаю новый цикл...')).toBeVisible({ timeout: 3000 });
  }).toPass();
  release();
  await expect(page.getByText('Создаю новый цикл...')).toHaveCount(0);
  await expect(shownCycle(page)).toHaveText(`Цикл ${latest + 1}`);
  await expect(grid.getByRole('button', { name: 'Тема урока 1' })).toHaveText('тема');
  await page.unroute('**/api/gradebook/create-new-cycle/**');

  await page.reload();
  await expect(shownCycle(page)).toHaveText(`Цикл ${latest + 1}`);
  await pick(page, 'Цикл', `Цикл ${currentCycle}`);
  await expect(grid.getByRole('button', { name: 'Тема урока 1' })).toHaveText('Повторение: дроби');
  await expect(grid.getByRole('button', { name: 'Дата урока 1' })).toHaveText('07.09.2026');
  const kept = grid.getByRole('cell', { name: `${cellName}: 3`, exact: true });
  await expect(kept).toHaveCSS('background-color', 'rgb(245, 34, 45)');
});
