import { seriousViolations } from './helpers/axe';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { signInAs } from './helpers/auth';
import { sideMenu } from './helpers/menu';

// money.md §2 "Income", "Profit", "Profit by group", "Expenses" tabs 2–3: the owner reads each report and chart.
// The demo centre's money is of the last months (the seed is dated from today), so where the spec's fixed range
// holds none the test picks 'Последние 12 месяцев' from the period picker.

// axe with the charts and rows shown (the suite's own axe pass sees the screens as they open)
const seriousViolationsInMain = (page: Page) => seriousViolations(page, { include: 'main' });

const periodTotal = (page: Page) => page.getByRole('row', { name: /^За период/ }).getByRole('cell').last();
const roubles = async (cell: Locator) => Number((await cell.innerText()).replace(/[^\d-]/g, ''));

const pickLastTwelveMonths = async (page: Page) => {
  await page.getByLabel('Период').first().click();
  await page.getByText('Последние 12 месяцев', { exact: true }).click();
};

// the chart's library is its own chunk (1.5 MB of JavaScript), loaded and evaluated in each test's fresh browser
// context when its first chart opens: more than the default 10 s is allowed for a loaded two-core machine (the one
// CI run where this step failed twice was three times slower than usual in every other step)
const expectChartAndRows = async (page: Page) => {
  await expect(page.locator('canvas').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
};

// In the drawer, unticks one type and answers the total before and after.
const untick = async (page: Page, type: string) => {
  const before = await roubles(periodTotal(page));
  await page.getByRole('button', { name: 'Фильтры' }).click();
  const drawer = page.getByRole('dialog', { name: 'Фильтры' });
  await drawer.getByRole('checkbox', { name: type, exact: true }).uncheck();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect.poll(() => roubles(periodTotal(page))).not.toBe(before);
  return { before, after: await roubles(periodTotal(page)) };
};

test('the owner reads income by subject, teacher, group and cycle, and narrows it by payment type', async ({ page }) => {
  await signInAs(page, 'owner', '/home');
  await sideMenu(page).getByRole('menuitem', { name: 'Менеджер', exact: true }).click();
  await sideMenu(page).getByRole('link', { name: 'Доходы' }).click();
  await expect(page.getByRole('heading', { name: 'Доходы' })).toBeVisible();
  // the spec's fixed range, and the demo payments of 2026 within it
  await expect(page.getByPlaceholder('Начало')).toHaveValue('01.01.2024');
  await expect(page.getByPlaceholder('Конец')).toHaveValue('01.09.2026');
  await expectChartAndRows(page);
  await expect(page.getByRole('columnheader', { name: 'Математика' })).toBeVisible();
  expect(await roubles(periodTotal(page))).toBeGreaterThan(0);

  // a payment counts whole under any of its types: without cash the income falls
  const { before, after } = await untick(page, 'Наличные');
  expect(after).toBeLessThan(before);
  expect(after).toBeGreaterThan(0);

  for (const [tab, firstColumn] of [
    ['По преподавателям', 'Месяц'],
    ['По группам', 'Месяц'],
    ['По циклам', 'Цикл'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expectChartAndRows(page);
    await expect(page.getByRole('columnheader', { name: firstColumn, exact: true })).toBeVisible();
    // a column per teacher or group, and the total
    await expect.poll(() => page.getByRole('columnheader').count()).toBeGreaterThan(4);
    // the filter holds across the tabs
    await expect.poll(() => roubles(periodTotal(page))).toBe(after);
  }
  await expect(page).toHaveURL(/tab=cycle/);
  await expect(page.getByRole('cell', { name: 'Цикл 1', exact: true })).toBeVisible();
  expect(await seriousViolationsInMain(page)).toEqual([]);
});

test('the owner reads profit: income up, expenses down, the tooltip toggled by a click, both filters', async ({ page }) => {
  await signInAs(page, 'owner', '/profit/charts');
  await expect(page.getByRole('heading', { name: 'Прибыль' })).toBeVisible();
  await expect(page.getByPlaceholder('Начало')).toHaveValue('01.05.2024');
  // the spec's fixed range is before the demo centre's money
  await expect(page.getByText('Нет данных для отображения')).toBeVisible();
  await pickLastTwelveMonths(page);
  await expectChartAndRows(page);
  for (const title of ['Месяц', 'Доходы', 'Расходы', 'Прибыль']) await expect(page.getByRole('columnheader', { name: title, exact: true })).toBeVisible();

  const chart = page.getByRole('button', { name: /^Прибыль по месяцам, доходы по предметам/ });
  await chart.click();
  await expect(page.getByText('Подсказка: все статьи периода (щелчок по графику переключает).')).toBeVisible();
  await chart.click();
  await expect(page.getByText('Подсказка: одна статья (щелчок по графику переключает).')).toBeVisible();

  // without the rent the expenses fall and the profit grows
  const { before, after } = await untick(page, 'Аренда');
  expect(after).toBeGreaterThan(before);

  for (const tab of ['Доходы по преподавателям', 'Доходы по группам', 'По циклам и группам']) {
    await page.getByRole('tab', { name: tab }).click();
    await expectChartAndRows(page);
  }
  await expect(page.getByRole('cell', { name: 'Цикл 1', exact: true })).toBeVisible();
  expect(await seriousViolationsInMain(page)).toEqual([]);
});

test('the owner reads the profit of each group in a cycle', async ({ page }) => {
  await signInAs(page, 'owner', '/profit/by-cycle');
  await expect(page.getByRole('heading', { name: 'Прибыль по группам' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Цикл 1', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Цикл 10', exact: true })).toBeVisible();
  for (const title of ['Группа', 'Класс', 'Преподаватель', 'Расписание', 'Оплаты учеников', 'Сумма оплат', 'Зарплата преподавателя', 'Прибыль']) {
    await expect(page.getByRole('columnheader', { name: title, exact: true })).toBeVisible();
  }
  const row = page.getByRole('row', { name: /Математика 9А/ });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /Развернуть|Expand/ }).click();
  await expect(page.getByRole('columnheader', { name: 'Ученик', exact: true })).toBeVisible();
  expect(await seriousViolationsInMain(page)).toEqual([]);

  await page.getByRole('tab', { name: 'Цикл 2', exact: true }).click();
  await expect(page).toHaveURL(/cycle=2/);
  await expect(page.getByRole('row', { name: /Итого по группам цикла/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Цикл 2', exact: true })).toHaveAttribute('aria-selected', 'true');
});

test('the owner reads the expense summaries by month and by cycle, and leaves out a type', async ({ page }) => {
  await signInAs(page, 'owner', '/expenses/table');
  await page.getByRole('tab', { name: 'По месяцам' }).click();
  await expectChartAndRows(page);
  await expect(page.getByRole('columnheader', { name: 'Аренда', exact: true })).toBeVisible();
  const { before, after } = await untick(page, 'Аренда');
  expect(after).toBeLessThan(before);
  await expect(page.getByRole('columnheader', { name: 'Аренда', exact: true })).toHaveCount(0);

  await page.getByRole('tab', { name: 'По циклам' }).click();
  await expectChartAndRows(page);
  await expect(page.getByRole('cell', { name: 'Цикл 1', exact: true })).toBeVisible();
  // the period and the types are shared with the month tab
  await expect(page.getByRole('columnheader', { name: 'Аренда', exact: true })).toHaveCount(0);
});
