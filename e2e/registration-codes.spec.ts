import { expect, test } from './helpers/test';
import { signInAs } from './helpers/auth';

// issue 10: /students/registration-codes-table opens its own screen (it fell into the student card before);
// operations.md §2, §9: the students' and parents' codes, the column settings under the spec's own keys.
test('an admin reads the codes, gives a student a new one and hides a column', async ({ page }) => {
  await signInAs(page, 'admin', '/students/registration-codes-table');
  await expect(page.getByRole('heading', { name: 'Коды регистрации' })).toBeVisible();
  await expect(page.getByText('No student data available')).toHaveCount(0);
  for (const title of ['Ученик', 'Код ученика', 'Родитель', 'Код родителя']) {
    await expect(page.getByRole('columnheader', { name: title, exact: true })).toBeVisible();
  }
  const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(row).toBeVisible();
  const student = (await row.locator('td').first().innerText()).trim();
  const codeCell = row.locator('td').nth(1);
  const before = (await codeCell.innerText()).trim();

  await row.getByRole('button', { name: 'Новый код ученика' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`Выдать ученику “${student}” новый код? Прежний код перестанет действовать.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Новый код ученика' }).click();
  await expect(page.getByText('Новый код выдан')).toBeVisible();
  await expect(codeCell).toHaveText(/^[A-HJ-NP-Z2-9]{10}$/);
  await expect(codeCell).not.toHaveText(before);

  await page.getByRole('button', { name: /Колонки/ }).click();
  await page.getByRole('checkbox', { name: 'Родитель в Telegram' }).click();
  await expect(page.getByRole('columnheader', { name: 'Родитель в Telegram' })).toHaveCount(0);
  expect(JSON.parse((await page.evaluate(() => window.localStorage.getItem('registrationCodesColumnVisibility'))) ?? '{}')).toEqual({ parentInTelegram: false });
});

test('a teacher is kept out of the codes', async ({ page }) => {
  await signInAs(page, 'teacher', '/students/registration-codes-table');
  await expect(page).toHaveURL(/\/navigation-page$/);
  await expect(page.getByText('У вас нет доступа к этой странице')).toBeVisible();
});
