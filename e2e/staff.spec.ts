import { expect, test } from './helpers/test';
import { signInAs, signOut } from './helpers/auth';
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

// issue 24 part 4: only the owner is offered 'Завершить все сеансы'; it asks first, then signs the member out.
test('the owner ends a member’s sessions after a confirmation; an admin is not offered it', async ({ page }) => {
  await signInAs(page, 'admin', '/staff');
  await expect(gridRow(page, 'Мария Иванова').getByRole('button', { name: 'Архивировать' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Завершить все сеансы' })).toHaveCount(0);

  await signOut(page);
  await signInAs(page, 'owner', '/staff');
  await gridRow(page, 'Андрей Смирнов').getByRole('button', { name: 'Завершить все сеансы' }).click();
  await expect(
    page.getByText('Сотрудник "Андрей Смирнов" выйдет из CRM на всех устройствах и должен будет войти снова. Продолжить?'),
  ).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Завершить все сеансы' }).click();
  await expect(page.getByText('Все сеансы сотрудника завершены', { exact: true })).toBeVisible();

  // a member without an account: the server's reason in the toast
  await gridRow(page, 'Анна Петрова').getByRole('button', { name: 'Завершить все сеансы' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Завершить все сеансы' }).click();
  await expect(page.getByText('Не удалось завершить сеансы: У сотрудника нет учётной записи для входа', { exact: true })).toBeVisible();
});
