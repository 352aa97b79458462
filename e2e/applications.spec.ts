import { type Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { signInAs } from './helpers/auth';
import { uniqueName } from './helpers/grid';

// core.md §2.7–2.9, §4, §8: an application goes from the form to the table, becomes a student after the
// confirmation; another is archived with a reason and comes back from the archive.

const chooseOption = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByTitle(option, { exact: true }).click();
};

const addApplication = async (page: Page, name: string) => {
  await page.goto('/clients/new');
  await expect(page.getByRole('heading', { name: 'Добавить заявку' })).toBeVisible();
  await expect(page.getByLabel('Имя ученика')).toBeFocused();
  await page.getByLabel('Имя ученика').fill(name);
  await chooseOption(page, 'Класс', '5 класс');
  await chooseOption(page, 'Статус заявки', 'Новая заявка');
  await page.getByLabel('Телефон ученика').pressSequentially('89161234567');
  await expect(page.getByLabel('Телефон ученика')).toHaveValue('+7-916-123-45-67');
  await page.getByLabel('Имя родителя').fill('Мария Тестовая');
  await page.getByRole('checkbox', { name: 'Математика' }).check();
  await page.getByRole('button', { name: 'Добавить заявку' }).click();
  await expect(page.getByText('Новая заявка успешно добавлена!')).toBeVisible();
  await expect(page.getByLabel('Имя ученика')).toHaveValue('');
  await expect(page.getByLabel('Имя родителя')).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: 'Математика' })).not.toBeChecked();
};

// The table row of an application, found through the grid's search (the list is paged on the server).
const applicationRow = async (page: Page, path: string, name: string) => {
  await page.goto(path);
  await page.getByLabel('Поиск').fill(name);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(row).toHaveCount(1);
  return row;
};

test('an admin adds an application, makes it a student and finds the student card', async ({ page }) => {
  const name = uniqueName('Заявка');
  await signInAs(page, 'admin', '/clients/new');
  await addApplication(page, name);

  const row = await applicationRow(page, '/clients/table', name);
  await expect(row.getByText('Новая заявка')).toBeVisible();
  await row.getByRole('button', { name: 'Добавить ученика' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`Вы уверены, что хотите сделать заявку “${name}” учеником?`, { exact: true })).toBeVisible();
  const converted = page.waitForResponse((response) => response.url().endsWith('/api/convert-client-to-student'));
  await dialog.getByRole('button', { name: 'Добавить ученика' }).click();
  const { studentId } = (await (await converted).json()) as { studentId: number };
  await expect(page.getByText('Ученик успешно добавлен!')).toBeVisible();
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);

  await page.goto(`/students/${studentId}`);
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
});

test('an admin archives an application with a reason and brings it back from the archive', async ({ page }) => {
  const name = uniqueName('Заявка');
  await signInAs(page, 'admin', '/clients/new');
  await addApplication(page, name);

  const row = await applicationRow(page, '/clients/table', name);
  await row.getByRole('button', { name: 'Архивировать' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`Вы уверены, что хотите архивировать заявку “${name}”?`)).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Архивировать' });
  await expect(confirm).toBeDisabled();
  await chooseOption(page, 'Причина архивации', 'Переезд');
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(page.getByText('Заявка успешно обновлена!')).toBeVisible();
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);

  const archived = await applicationRow(page, '/archive/clients', name);
  await expect(archived.getByRole('cell', { name: 'Переезд', exact: true })).toBeVisible();
  await archived.getByRole('button', { name: 'Разархивировать' }).click();
  await expect(page.getByRole('dialog').getByText(`Вы уверены, что хотите разархивировать заявку “${name}”?`)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Разархивировать' }).click();
  await expect(page.getByText('Заявка успешно обновлена!')).toBeVisible();
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);

  await applicationRow(page, '/clients/table', name);
});

test('sending the empty form from below brings the first wrong field into view, below the sticky header', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 560 });
  await signInAs(page, 'admin', '/clients/new');
  const submit = page.getByRole('button', { name: 'Добавить заявку' });
  await submit.scrollIntoViewIfNeeded();
  await submit.click();
  const name = page.getByLabel('Имя ученика');
  await expect(name).toBeInViewport();
  const header = await page.locator('header').first().boundingBox();
  const field = await name.boundingBox();
  expect(field!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
});
