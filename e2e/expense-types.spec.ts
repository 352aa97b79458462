import { expect, test } from './helpers/test';
import { signInAs } from './helpers/auth';
import { gridRow, nameEditor, uniqueName } from './helpers/grid';

// money.md §2 (Expenses, tab 4 'Типы расходов'), §5, §8: an editable list, page size 10, with an add button.
test('an admin adds and renames an expense type, and is stopped on an empty or repeated name', async ({ page }) => {
  await signInAs(page, 'admin', '/expenses/table?tab=types');
  await expect(page.getByRole('heading', { name: 'Расходы' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Типы расходов' })).toHaveAttribute('aria-selected', 'true');
  await expect(gridRow(page, 'Аренда')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Удалить' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Добавить' }).click();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Название типа расхода не может быть пустым', { exact: true })).toBeVisible();

  const name = uniqueName('Расход');
  await nameEditor(page).fill(name);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Новый тип расхода успешно добавлен', { exact: true })).toBeVisible();

  // the search applies once typing settles: the row is clicked where the searched list shows it, not where the
  // whole list did a moment before
  await page.getByRole('textbox', { name: 'Поиск' }).fill(name);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
  await expect(gridRow(page, name)).toBeVisible();
  const renamed = `${name} два`;
  await gridRow(page, name).getByRole('button', { name: 'Изменить' }).click();
  await nameEditor(page).fill(renamed);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Тип расхода успешно обновлен', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Добавить' }).click();
  await nameEditor(page).fill('аРЕНДА');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Этот тип расхода уже существует', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Отмена' }).click();
  await expect(nameEditor(page)).toHaveCount(0);

  await page.reload();
  await expect(page).toHaveURL(/\/expenses\/table\?tab=types/);
  await expect(page.getByRole('tab', { name: 'Типы расходов' })).toHaveAttribute('aria-selected', 'true');
});

test('a teacher has no expense types: no menu entry, and the page sends them away', async ({ page }) => {
  await signInAs(page, 'teacher', '/expenses/table?tab=types');
  await expect(page.getByText('У вас нет доступа к этой странице')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Расходы' })).toHaveCount(0);
});
