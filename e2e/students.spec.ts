import { expect, test } from './helpers/test';
import { signInAs } from './helpers/auth';
import { uniqueName } from './helpers/grid';
import { choose, searchStudents, studentRow, uniquelyNamedStudent } from './helpers/students';

// core.md §2.10–2.12, §4, §5.4, §6, §8: the students table, the archive, the card's parent and the rights.

test('an admin archives a student with a reason and brings them back from the archive', async ({ page }) => {
  await signInAs(page, 'admin', '/students/table');
  const name = await uniquelyNamedStudent(page);

  await studentRow(page, name).getByRole('button', { name: 'Архивировать' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`Вы уверены, что хотите архивировать ученика "${name}"?`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Архивировать' })).toBeDisabled();
  await choose(page, 'Причина архивации', 'Переезд');
  await dialog.getByRole('button', { name: 'Архивировать' }).click();
  await expect(page.getByText('Ученик успешно архивирован', { exact: true })).toBeVisible();
  await expect(studentRow(page, name)).toHaveCount(0);

  await page.goto('/archive/students');
  await searchStudents(page, name);
  const archived = studentRow(page, name);
  await expect(archived.getByRole('cell', { name: 'Переезд', exact: true })).toBeVisible();
  await archived.getByRole('button', { name: 'Разархивировать' }).click();
  await expect(page.getByRole('dialog').getByText(`Вы уверены, что хотите разархивировать ученика "${name}"?`)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Разархивировать' }).click();
  await expect(page.getByText('Ученик успешно разархивирован', { exact: true })).toBeVisible();
  await expect(studentRow(page, name)).toHaveCount(0);

  await page.goto('/students/table');
  await searchStudents(page, name);
  await expect(studentRow(page, name)).toHaveCount(1);
});

test('an admin gives a student a new parent on the card, then links an existing one', async ({ page }) => {
  await signInAs(page, 'admin', '/students/table');
  const name = await uniquelyNamedStudent(page);
  await studentRow(page, name).getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/students\/\d+$/);
  const valueOf = (label: string) =>
    page.getByRole('row').filter({ has: page.getByText(label, { exact: true }) }).getByRole('cell').last();

  const newParent = uniqueName('Родитель');
  await page.getByRole('button', { name: 'Изменить родителя' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Новый родитель', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog.getByText('Имя не может быть пустым', { exact: true })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Имя родителя' }).fill(newParent);
  await dialog.getByRole('textbox', { name: 'Телефон родителя' }).pressSequentially('9161112233');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Родитель успешно изменен', { exact: true })).toBeVisible();
  await expect(valueOf('Родитель')).toHaveText(newParent);
  await expect(valueOf('Телефон родителя')).toHaveText('+7-916-111-22-33');

  await page.getByRole('button', { name: 'Изменить родителя' }).click();
  // each opening starts from the list with nothing chosen
  await expect(dialog.getByRole('radio', { name: 'Выбрать из списка' })).toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  await page.getByRole('combobox', { name: 'Родитель' }).focus();
  await page.keyboard.press('ArrowDown');
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options.first()).toBeVisible();
  const firstOther = options.filter({ hasNotText: '(текущий)' }).first();
  const chosen = ((await firstOther.getAttribute('title')) ?? '').split(' · ')[0];
  await firstOther.click();
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(valueOf('Родитель')).toHaveText(chosen);
});

test("an admin typing a wrong phone number into a student's row is told so and nothing is saved", async ({ page }) => {
  await signInAs(page, 'admin', '/students/table');
  const row = page.getByRole('row').nth(1);
  await row.getByRole('button', { name: 'Изменить' }).click();
  const phone = page.getByRole('textbox', { name: 'Телефон ученика' });
  await phone.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await phone.pressSequentially('916123');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Некорректный номер телефона', { exact: true })).toBeVisible();
  await expect(page.getByText('Ученик успешно обновлен!')).toHaveCount(0);
  await page.getByRole('button', { name: 'Отмена' }).click();
  await expect(phone).toHaveCount(0);
});

test('a teacher sees the students read-only and cannot open the archived applications or the parents', async ({ page }) => {
  await signInAs(page, 'teacher', '/students/table');
  await expect(page.getByRole('heading', { name: 'Ученики' })).toBeVisible();
  await expect(page.getByRole('row').nth(1).getByRole('link')).toBeVisible();
  const headers = page.getByRole('columnheader');
  await expect(headers.filter({ hasText: 'Телефон родителя' })).toHaveCount(1);
  for (const hidden of ['Действия', 'Телефон ученика', 'Telegram ученика', 'Telegram родителя']) {
    await expect(headers.filter({ hasText: new RegExp(`^${hidden}$`) })).toHaveCount(0);
  }
  await expect(page.getByRole('button', { name: 'Изменить' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Архивировать' })).toHaveCount(0);

  for (const path of ['/archive/clients', '/parents/parents-table']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/navigation-page$/);
    await expect(page.getByText('У вас нет доступа к этой странице')).toBeVisible();
  }
});
