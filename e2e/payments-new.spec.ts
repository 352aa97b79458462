import { expect, test } from './helpers/test';
import { signInAs } from './helpers/auth';
import { choose } from './helpers/students';
import type { Locator, Page } from '@playwright/test';

// money.md §2 "Add payment", §4, §5, §8: a payment with change, then the duplicate dialog for the same cycle, its
// 5-second countdown and the confirmed resend — as an administrator meets them.

const line = (page: Page, index: number): Locator => page.getByRole('group', { name: `Предмет ${index}` });
const lines = (page: Page) => page.getByRole('group', { name: /^Предмет \d+$/ });

// Picks the first student of the list whose groups are open for payment, and answers the name.
const chooseStudentWithGroups = async (page: Page): Promise<string> => {
  const picker = page.getByRole('combobox', { name: 'Ученик' });
  for (let index = 0; index < 10; index += 1) {
    await picker.click();
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').nth(index);
    const name = (await option.getAttribute('title')) ?? '';
    const answer = page.waitForResponse((response) => response.url().includes('/api/student-classes-for-payment-info/'));
    await option.click();
    await answer;
    if ((await lines(page).count()) > 0 || (await line(page, 1).isVisible().catch(() => false))) return name;
    await expect(page.getByText('Нет предметов для оплаты')).toBeVisible();
  }
  throw new Error('Среди первых учеников нет ни одного с группами для оплаты');
};

test('an administrator adds a payment with change, then confirms a duplicate after the countdown', async ({ page }) => {
  await signInAs(page, 'admin', '/payments/new');
  await expect(page.getByRole('heading', { name: 'Внести оплату' })).toBeVisible();

  // the messages of money.md §5 before anything is chosen
  await page.getByRole('button', { name: 'Внести оплату' }).click();
  await expect(page.getByText('Выберите ученика', { exact: true })).toBeVisible();
  await expect(page.getByText('Выберите хотя бы один тип платежа', { exact: true })).toBeVisible();
  await expect(page.getByText('Выберите хотя бы один предмет', { exact: true })).toBeVisible();

  const student = await chooseStudentWithGroups(page);
  await expect(line(page, 1)).toBeVisible();
  // one line only: the duplicate below is about its cycle
  while ((await lines(page).count()) > 1) await page.getByRole('button', { name: `Убрать предмет ${await lines(page).count()}` }).click();
  const cycle = await line(page, 1).getByLabel('Цикл').inputValue();
  await expect(line(page, 1).getByText(/^заняти[йя]$/)).toBeVisible();

  // an amount a person mistypes, then corrects
  const amount = line(page, 1).getByLabel('Сумма, ₽');
  const price = await amount.inputValue();
  await amount.fill('10,555');
  await choose(page, 'Типы платежа', 'Наличные');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Внести оплату' }).click();
  await expect(page.getByText('Сумма должна иметь не более двух десятичных знаков', { exact: true })).toBeVisible();
  await amount.fill(price);
  await expect(page.getByText('Сумма должна иметь не более двух десятичных знаков', { exact: true })).toHaveCount(0);

  await page.getByLabel('Сдача, ₽').fill('-5');
  await expect(page.getByText('Сдача не может быть отрицательной', { exact: true })).toBeVisible();
  await page.getByLabel('Сдача, ₽').fill('500');
  const changeCall = page.waitForResponse((response) => response.url().endsWith('/api/cash-change') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Внести оплату' }).click();
  expect((await changeCall).status()).toBe(201);
  await expect(page.getByText('Платеж успешно добавлен!', { exact: true })).toBeVisible();
  // the form starts afresh
  await expect(page.getByRole('combobox', { name: 'Ученик' })).toHaveValue('');
  await expect(page.getByText('Выберите ученика, чтобы увидеть его группы')).toBeVisible();

  // the same student and cycle again: the server warns, the dialog lists the paid line
  await page.getByRole('combobox', { name: 'Ученик' }).fill(student);
  await page.locator('.ant-select-dropdown:visible').getByTitle(student, { exact: true }).click();
  await expect(line(page, 1)).toBeVisible();
  while ((await lines(page).count()) > 1) await page.getByRole('button', { name: `Убрать предмет ${await lines(page).count()}` }).click();
  await line(page, 1).getByLabel('Цикл').fill(cycle);
  await line(page, 1).getByLabel('Сумма, ₽').fill(price);
  await choose(page, 'Типы платежа', 'Банковская карта');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Внести оплату' }).click();

  const dialog = page.getByRole('dialog', { name: 'Возможный повторный платеж' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('cell', { name: cycle, exact: true })).toBeVisible();
  const confirm = dialog.getByRole('button', { name: /^Подтвердить/ });
  await expect(confirm).toBeDisabled();
  await expect(confirm).toHaveText(/Подтвердить \([1-5]\)/);
  await expect(confirm).toBeEnabled({ timeout: 8_000 });
  await expect(confirm).toHaveText('Подтвердить');
  const resend = page.waitForRequest((request) => request.url().endsWith('/api/addPayment'));
  await confirm.click();
  expect((await resend).postDataJSON()).toMatchObject({ possibleDuplicateConfirmed: true });
  await expect(page.getByText('Платеж успешно добавлен!', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
});
