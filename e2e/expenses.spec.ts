import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { signInAs } from './helpers/auth';
import { uniqueName } from './helpers/grid';

// money.md §2 "Expenses" tab 1, §4 (autofill, the group's teacher), §5, §8: a new user adds an expense with the
// autofill on, picks a group and sees the employee set automatically, saves it and sees the toast and the sum;
// then archives it (the sum goes back).

const digits = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
const sumOf = (page: Page) => page.getByLabel('Сумма расходов');
const editedRow = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('textbox', { name: 'Сумма' }) });

// The options of the dropdown that is open, not of one still sliding shut from the previous pick (antd marks that one
// with its leave-motion classes until it is hidden).
const openOptions = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden):not([class*="-leave"]) .ant-select-item-option');
const choose = async (page: Page, select: Locator, option: string | RegExp) => {
  await select.click();
  await openOptions(page).filter({ hasText: option }).first().click();
};

test('an owner adds an expense autofilled from the latest one, the group sets the employee, and the sum follows', async ({ page }) => {
  await signInAs(page, 'owner', '/expenses/table');
  await expect(page.getByRole('heading', { name: 'Расходы' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Таблица расходов' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('columnheader', { name: 'Тип оплаты' })).toBeVisible();
  await expect(sumOf(page)).not.toHaveText('');
  const sumBefore = digits(await sumOf(page).textContent());

  // the switch is on by default and remembered
  const autofill = page.getByRole('switch', { name: 'Автозаполнение из последней записи' });
  await expect(autofill).toBeChecked();
  await autofill.click();
  await expect(autofill).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Автозаполнение из последней записи' })).not.toBeChecked();
  await page.getByRole('switch', { name: 'Автозаполнение из последней записи' }).click();

  // the latest-dated expense is the first row of the newest-first table
  const first = page.getByRole('row').nth(1);
  const latestType = (await first.getByRole('cell').nth(5).textContent()) ?? '';
  const latestAmount = digits(await first.getByRole('cell').nth(1).textContent());

  await page.getByRole('button', { name: 'Добавить расход' }).click();
  const row = editedRow(page);
  await expect(row).toBeVisible();
  expect(digits(await row.getByRole('textbox', { name: 'Сумма' }).inputValue())).toBe(latestAmount);
  await expect(row.getByRole('cell').nth(5)).toContainText(latestType);

  // an employee who teaches no group, then a group: its teacher replaces them, marked '(автоматически)'
  await choose(page, row.getByRole('combobox', { name: 'Сотрудник' }), 'Андрей Смирнов');
  await choose(page, row.getByRole('combobox', { name: 'Группа' }), /.+/);
  await expect(row.getByText('(автоматически)')).toBeVisible();
  await expect(row.getByText('Андрей Смирнов')).toHaveCount(0);

  await row.getByRole('textbox', { name: 'Сумма' }).fill('0');
  await row.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Сумма не должна быть равна 0', { exact: true })).toBeVisible();

  const comment = uniqueName('Расход e2e');
  await row.getByRole('textbox', { name: 'Сумма' }).fill('1 234,56');
  await row.getByRole('textbox', { name: 'Комментарий' }).fill(comment);
  await row.getByRole('textbox', { name: 'Комментарий' }).press('Enter');
  await expect(page.getByText('Новый расход успешно добавлен!', { exact: true })).toBeVisible();
  await expect(editedRow(page)).toHaveCount(0);
  const saved = page.getByRole('row').filter({ hasText: comment });
  await expect(saved).toBeVisible();
  await expect(saved).toContainText('1 234,56');
  await expect.poll(async () => digits(await sumOf(page).textContent())).toBe(sumBefore + 123_456);

  // archived: off the list and out of the sum
  await saved.getByRole('button', { name: 'Архивировать' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Архивировать' }).click();
  await expect(page.getByText('Расход архивирован', { exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: comment })).toHaveCount(0);
  await expect.poll(async () => digits(await sumOf(page).textContent())).toBe(sumBefore);
});

test('the filters narrow the list and stay in the URL', async ({ page }) => {
  await signInAs(page, 'admin', '/expenses/table');
  await choose(page, page.getByRole('combobox', { name: 'Тип расхода' }), 'Аренда');
  await expect(page).toHaveURL(/type=1/);
  // every row shown is rent (other tests of the run may have added rent of their own)
  const typeCells = page.locator('.ant-table-tbody tr.ant-table-row td:nth-child(6)');
  await expect(typeCells.first()).toHaveText('Аренда');
  await page.reload();
  await expect(typeCells.first()).toHaveText('Аренда');
  expect(new Set(await typeCells.allTextContents())).toEqual(new Set(['Аренда']));
  await expect(page.getByRole('row').filter({ hasText: 'Канцелярия' })).toHaveCount(0);
});

test('a teacher has no expenses page', async ({ page }) => {
  await signInAs(page, 'teacher', '/expenses/table');
  await expect(page.getByText('У вас нет доступа к этой странице')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Расходы' })).toHaveCount(0);
});
