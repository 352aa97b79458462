import ExcelJS from 'exceljs';
import { seriousViolations } from './helpers/axe';
import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { signInAs } from './helpers/auth';
import { sideMenu } from './helpers/menu';

// money.md §2, §4, §9: payments by cycle of one group and of all groups, as an administrator finds and reads them.
const GROUP = 'Английский язык 2А';
// axe with the rows shown (the suite's own axe pass sees these screens before a group is chosen or expanded)
const seriousViolationsInMain = (page: Page) => seriousViolations(page, { include: 'main' });

// a header's name ends with its width handle's label
const header = (page: Page, title: string) => page.getByRole('columnheader', { name: `${title} Изменить ширину колонки`, exact: true }); // demo group: 2 класс (primary school), tariff «Онлайн», current cycle 3

test('an admin opens a group’s cycle report, shows every cycle and reads the amounts by their colours', async ({ page }) => {
  await signInAs(page, 'admin', '/home');
  await sideMenu(page).getByRole('menuitem', { name: 'Платежи', exact: true }).click();
  await sideMenu(page).getByRole('link', { name: 'Платежи по группе' }).click();
  await expect(page.getByRole('heading', { name: 'Платежи по группе' })).toBeVisible();
  await expect(page.getByText('Выберите группу, чтобы увидеть её платежи по циклам')).toBeVisible();

  // a searchable select: typing narrows the groups
  await page.getByLabel('Группа').click();
  await page.getByLabel('Группа').fill('нет такой группы');
  await expect(page.getByText('Группы не найдены')).toBeVisible();
  await page.getByLabel('Группа').fill('Английский язык 2');
  await page.locator('.ant-select-item-option').filter({ hasText: `${GROUP} — ` }).click();
  await expect(page).toHaveURL(/\/payments\/class-reports\?classId=\d+/);

  for (const title of ['Ученик', 'Текущий цикл', 'Сумма за текущий цикл', 'Дата оплаты текущего цикла', 'Прошлый цикл', 'Сумма за прошлый цикл', 'Дата оплаты прошлого цикла', 'Тариф ученика']) {
    await expect(header(page, title)).toBeVisible();
  }
  await expect(page.getByText('Текущий цикл группы: 3, тариф «Онлайн»')).toBeVisible();
  // the legend, with the orange threshold of «Онлайн»: 60 % of its old discount price 4 400 ₽
  await expect(page.getByRole('note', { name: 'Цвета сумм' })).toContainText('0 ₽ — нет оплаты');
  await expect(page.getByRole('note', { name: 'Цвета сумм' })).toContainText(/Меньше 60 % старой цены со скидкой \(меньше 2\s640\s₽\)/);
  await expect(page.getByRole('note', { name: 'Цвета сумм' })).toContainText('Оплачено');

  // a paid amount is green, a cycle without payment reads 0 ₽ in red
  const paid = page.getByTitle('оплачено', { exact: true }).first();
  await expect(paid).toBeVisible();
  await expect(paid).toHaveCSS('color', 'rgb(35, 120, 4)');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  expect(await rows.count()).toBeGreaterThan(10);

  await page.getByLabel('Показать все циклы').click();
  await expect(page).toHaveURL(/allCycles=1/);
  await expect(header(page, 'Цикл 3 (текущий)')).toBeVisible();
  await expect(header(page, 'Цикл 10')).toBeAttached();
  await expect(header(page, 'Сумма за текущий цикл')).toHaveCount(0);
  await expect(page.getByTitle('оплачено', { exact: true }).first()).toHaveCSS('color', 'rgb(35, 120, 4)');
  expect(await seriousViolationsInMain(page)).toEqual([]);

  // the group and the switch come back with the address
  await page.reload();
  await expect(header(page, 'Цикл 3 (текущий)')).toBeVisible();
  await expect(page.getByLabel('Показать все циклы')).toBeChecked();
});

test('an admin reads one cycle across the groups: tabs, a group expanded, paid and unpaid rows, kept columns', async ({ page }) => {
  await signInAs(page, 'admin', '/payments/class-reports-by-cycle');
  await expect(page.getByRole('heading', { name: 'Платежи по циклам' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(20);
  await expect(page.getByRole('tab', { name: 'Цикл1', exact: true })).toHaveAttribute('aria-selected', 'true');

  // the tabs answer the arrows as a tablist does
  await page.getByRole('tab', { name: 'Цикл1', exact: true }).focus();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Цикл10(школа)' })).toBeFocused();
  await expect(page).toHaveURL(/tab=10-school/);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Цикл1', exact: true })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Цикл2(школа)', exact: true }).click();
  await expect(page).toHaveURL(/tab=2-school/);
  await expect(page.getByText('Цикл 2, дошкольники и 1–4 классы')).toBeVisible();
  const group = page.getByRole('row').filter({ hasText: GROUP });
  await expect(group).toBeVisible();
  await expect(group).toContainText('Наталья Лебедева');
  // the demo lessons are dated from the day the database was filled: the weekday is any, the format is the spec's
  await expect(group).toContainText(/(Пн|Вт|Ср|Чт|Пт|Сб|Вс) · \d\d\.\d\d\.\d{4}–\d\d\.\d\d\.\d{4}/);
  await expect(group).toContainText(/оплатили \d+ из \d+/);

  await group.getByRole('button', { name: 'Развернуть строку' }).click();
  const students = page.getByRole('row', { name: /: (оплачено|не оплачено)$/ });
  await expect(students.first()).toBeVisible();
  const paid = page.getByRole('row', { name: /: оплачено$/ }).first();
  await expect(paid).toBeVisible();
  await expect(paid.getByRole('cell').nth(3)).toHaveText(/^\d+$/); // the payment's number
  expect(await seriousViolationsInMain(page)).toEqual([]);

  // a column hidden stays hidden after a reload (local storage)
  await page.getByRole('button', { name: 'Колонки' }).click();
  await page.getByRole('checkbox', { name: 'Расписание' }).uncheck();
  await expect(header(page, 'Расписание')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Цикл2(школа)', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(header(page, 'Преподаватель')).toBeVisible();
  await expect(header(page, 'Расписание')).toHaveCount(0);

  // 'Выгрузить в Excel': the columns shown (the schedule hidden), the tab's groups and then their students
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Выгрузить в Excel' }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await (await download).path());
  const sheet = workbook.worksheets[0];
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Группа / ученик', 'Преподаватель', 'Платёж №', 'Сумма', 'Дата оплаты']);
  const names = sheet.getColumn(1).values.slice(2);
  expect(names).toContain(GROUP);
});
