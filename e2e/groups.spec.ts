import { type Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { signInAs } from './helpers/auth';
import { uniqueName } from './helpers/grid';

// core.md §2.5, §4, §6, §8: the group list ('Отчеты'), its dialogs and the archived groups.
const groupCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

// An antd choice list with search: type, then Enter takes the first match.
const choose = async (page: Page, label: string, text: string) => {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(label, { exact: true }).click();
  await dialog.getByLabel(label, { exact: true }).fill(text);
  await page.keyboard.press('Enter');
};

// core.md §2.5 search and filters, kept by Refine's useTable in the address: a reload or a shared link keeps them.
test('the group list keeps its search in the address', async ({ page }) => {
  await signInAs(page, 'admin', '/teacher-sheets');
  await expect(page.getByText(/^Группы \(\d+\)$/)).toBeVisible();
  await page.getByLabel('Поиск групп').fill('Математика');
  await expect(page).toHaveURL(/filters\[0\]\[field\]=q/);
  // the server's answer narrows the count
  const counter = page.getByText(/^Показано \d+ из \d+ групп$/);
  await expect(counter).not.toHaveText(/^Показано (\d+) из \1 /);
  const shown = (await counter.textContent()) ?? '';
  await page.reload();
  await expect(page.getByLabel('Поиск групп')).toHaveValue('Математика');
  await expect(page.getByText(shown)).toBeVisible();
  await page.getByRole('button', { name: 'Сбросить' }).click();
  await expect(page).not.toHaveURL(/filters/);
});

test('an admin creates a group, finds it in the list and archives it after a confirmation', async ({ page }) => {
  const name = uniqueName('Группа');
  await signInAs(page, 'admin', '/teacher-sheets');
  await expect(page.getByRole('heading', { name: 'Отчеты' })).toBeVisible();
  const total = Number(/\((\d+)\)/.exec((await page.getByText(/^Группы \(\d+\)$/).textContent()) ?? '')?.[1]);

  await page.getByRole('button', { name: 'Создать группу' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Создать' }).click();
  await expect(dialog.getByText('Название группы обязательно')).toBeVisible();
  await expect(dialog.getByText('Класс обязателен')).toBeVisible();

  await dialog.getByLabel('Название группы').fill(name);
  await choose(page, 'Класс', '5 класс');
  await choose(page, 'Преподаватель', '');
  await choose(page, 'Предмет', 'Математика');
  await dialog.getByLabel('Текущий цикл').fill('2');
  await dialog.getByRole('button', { name: 'Создать' }).click();

  await expect(page.getByText('Группа успешно создана!')).toBeVisible();
  await expect(dialog).toBeHidden();
  // opened again, the dialog is empty and the name field has the focus
  await page.getByRole('button', { name: 'Создать группу' }).click();
  await expect(dialog.getByLabel('Название группы')).toBeFocused();
  await expect(dialog.getByLabel('Название группы')).toHaveValue('');
  await expect(dialog.getByLabel('Текущий цикл')).toHaveValue('1');
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Группы (${total + 1})`)).toBeVisible();
  await page.getByLabel('Поиск групп').fill(name);
  await expect(page.getByText(`Показано 1 из ${total + 1} групп`)).toBeVisible();
  const card = groupCard(page, name);
  await expect(card.getByText('Цикл 2')).toBeVisible();
  await expect(card.getByText('0 учеников')).toBeVisible();
  await expect(card.getByText('5 класс')).toBeVisible();

  await card.getByRole('button', { name: 'Архивировать группу' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText('Подтверждение архивации')).toBeVisible();
  await expect(confirm.getByText(`Вы уверены, что хотите архивировать "${name}"?`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Архивировать' }).click();

  await expect(page.getByText('Группа успешно архивирована!')).toBeVisible();
  await expect(groupCard(page, name)).toHaveCount(0);
  await expect(page.getByText('Группы не найдены')).toBeVisible();
  await expect(page.getByText(`Группы (${total})`)).toBeVisible();

  await page.getByRole('link', { name: 'Архив групп' }).click();
  await expect(page).toHaveURL(/\/archive\/teacher-sheets$/);
  await expect(page.getByRole('row').filter({ hasText: `${name} (архив)` })).toBeVisible();
});

test('a teacher sees the list and may change only the current cycle', async ({ page }) => {
  await signInAs(page, 'teacher', '/teacher-sheets');
  await expect(page.getByText(/^Группы \(\d+\)$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Архивировать группу' })).toHaveCount(0);
  await expect(page.getByText('Формат занятий:')).toHaveCount(0);

  const card = page.getByRole('article').first();
  const name = (await card.getAttribute('aria-label')) ?? '';
  await card.getByText('Подробнее').click();
  const editButtons = card.getByRole('button', { name: /^Изменить: / });
  await expect(editButtons).toHaveCount(1);
  await expect(editButtons).toHaveAccessibleName('Изменить: Текущий цикл');

  await editButtons.click();
  await card.getByLabel('Текущий цикл').fill('-1');
  await card.getByLabel('Текущий цикл').press('Enter');
  await expect(card.getByText('Значение не может быть отрицательным')).toBeVisible();
  await card.getByLabel('Текущий цикл').fill('9');
  await card.getByLabel('Текущий цикл').press('Enter');
  await expect(page.getByText('Группа успешно обновлена!')).toBeVisible();
  await expect(card.getByText('Цикл 9')).toBeVisible();

  await page.reload();
  await expect(groupCard(page, name).getByText('Цикл 9')).toBeVisible();
});

test('an admin edits an archived group: an empty name is refused, a new cycle is saved', async ({ page }) => {
  await signInAs(page, 'admin', '/archive/teacher-sheets');
  await expect(page.getByRole('heading', { name: 'Архив групп' })).toBeVisible();
  const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(row).toBeVisible();
  const name = (await row.locator('td').first().innerText()).trim();

  await row.getByRole('button', { name: `Изменить: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Изменить архивную группу' });
  await dialog.getByLabel('Группа').fill('');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog.getByText('Значение в клетке не может быть пустым!')).toBeVisible();
  await dialog.getByLabel('Группа').fill(name);
  await dialog.getByLabel('Цикл').fill('7');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Группа успешно обновлена!')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: name }).getByRole('cell', { name: '7', exact: true })).toBeVisible();
});
