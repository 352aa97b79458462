import { expect, test } from './helpers/test';
import { signInAs } from './helpers/auth';
import { gridRow, uniqueName } from './helpers/grid';

// money.md §2 "Staff", §4, §5, §8: add, edit and archive (with its confirmation); the rate column hidden by default.
test('an admin adds a member, is stopped on an empty name, renames and archives the member', async ({ page }) => {
  await signInAs(page, 'admin', '/staff');
  await expect(page.getByRole('heading', { name: 'Сотрудники' })).toBeVisible();
  await expect(gridRow(page, 'Мария Иванова')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Процент' })).toHaveCount(0);

  const nameCell = page.getByRole('textbox', { name: 'Имя' });
  await page.getByRole('button', { name: 'Добавить' }).click();
  await expect(nameCell).toBeFocused();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Имя не может быть пустым', { exact: true })).toBeVisible();

  const name = uniqueName('Сотрудник');
  await nameCell.fill(name);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Новый сотрудник успешно добавлен!', { exact: true })).toBeVisible();
  await expect(gridRow(page, name)).toContainText('Преподаватель');

  const renamed = `${name} два`;
  await gridRow(page, name).getByRole('button', { name: 'Изменить' }).click();
  await nameCell.fill(renamed);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Сотрудник успешно обновлен', { exact: true })).toBeVisible();

  await gridRow(page, renamed).getByRole('button', { name: 'Архивировать' }).click();
  await expect(page.getByText(`Вы уверены, что хотите архивировать сотрудника "${renamed}"?`)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Архивировать' }).click();
  await expect(page.getByText('Сотрудник успешно архивирован', { exact: true })).toBeVisible();
  await expect(gridRow(page, renamed)).toHaveCount(0);
});

test('a teacher has no staff page: no menu entry, and the page sends them away', async ({ page }) => {
  await signInAs(page, 'teacher', '/staff');
  await expect(page.getByText('У вас нет доступа к этой странице')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Сотрудники' })).toHaveCount(0);
});
