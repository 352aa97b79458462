import type { Page } from '@playwright/test';
import { signInAs } from './helpers/auth';
import { sideMenu } from './helpers/menu';
import { expect, test } from './helpers/test';

// money.md §2 "Payments list and details", §5 "Payment edit": an administrator finds a payment by the student's
// name, opens the payment details, corrects a line's amount (the read-only total follows it), saves, and sees
// the new amount in the grid.

const roubles = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

test('an administrator finds a payment by the student, then corrects a line of it in the details', async ({ page }) => {
  await signInAs(page, 'admin', '/payments/history');
  await expect(page.getByRole('heading', { name: 'Платежи', exact: true })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();

  // the newest payment's student, found again by a part of the surname
  const student = (await rows(page).first().getByRole('link').innerText()).trim();
  const surname = student.split(' ').at(-1)!;
  const part = surname.slice(0, Math.max(3, surname.length - 2));
  const search = page.waitForResponse((response) => response.url().includes('/api/payments-info?') && response.url().includes('q='));
  await page.getByPlaceholder('Поиск').fill(part);
  await search;
  await expect(page).toHaveURL(/q/);
  await expect(rows(page).first()).toContainText(part);
  for (const name of await rows(page).getByRole('link').allInnerTexts()) expect(name.toLowerCase()).toContain(part.toLowerCase());

  // the details, from the menu, searched the same way
  await sideMenu(page).getByRole('link', { name: 'Детали платежей' }).click();
  await expect(page.getByRole('heading', { name: 'Детали платежей' })).toBeVisible();
  await page.getByPlaceholder('Поиск').fill(student);
  const row = rows(page).filter({ hasText: student }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText(/\d{2}\.\d{2}\.\d{4}/);

  // the edit: the same lines as a new payment, the total the sum of them, not typed
  await row.getByRole('button', { name: /^Изменить платеж/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Ученик')).toHaveValue(student);
  const total = dialog.getByLabel('Сумма платежа');
  await expect(total).toHaveAttribute('readonly', '');
  const amount = dialog.getByRole('group', { name: 'Предмет 1' }).getByLabel('Сумма, ₽');
  const before = roubles(await amount.inputValue());
  const totalBefore = roubles(await total.inputValue());
  const after = before + 150.5;
  await amount.fill(String(after).replace('.', ','));
  await expect.poll(async () => roubles(await total.inputValue())).toBeCloseTo(totalBefore + 150.5, 2);

  // a mistyped amount is the add form's message
  await amount.fill('12,345');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog.getByText('Сумма должна иметь не более двух десятичных знаков', { exact: true })).toBeVisible();
  await amount.fill(String(after).replace('.', ','));

  const saved = page.waitForResponse((response) => /\/api\/payments-info\/\d+$/.test(response.url()) && response.request().method() === 'PATCH');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Платеж успешно обновлен!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // the grid is read again: the line shows its new amount
  const shown = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2 }).format(after).replace(/\s/g, ' ');
  await expect
    .poll(async () => (await rows(page).filter({ hasText: student }).allInnerTexts()).join('\n').replace(/\s/g, ' '))
    .toContain(shown);
});
