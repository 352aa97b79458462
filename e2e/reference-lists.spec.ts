import { expect, test } from './helpers/test';
import { signInAs } from './helpers/auth';
import { gridRow, nameEditor, uniqueName } from './helpers/grid';

// The spec's texts (core.md §5.6, §8: "likewise for subject, city, channel, cabinet, school"), written out here
// rather than read from the declarations, so that a changed declaration fails here.
const lists = [
  {
    tab: 'Статусы клиентов',
    path: '/settings/client-statuses',
    prefix: 'Статус',
    empty: 'Название статуса не может быть пустым',
    duplicate: 'Этот статус уже существует',
    created: 'Новый статус клиента успешно добавлен!',
    updated: 'Статус клиента успешно обновлен!',
    deleted: 'Статус клиента успешно удален!',
  },
  {
    tab: 'Предметы',
    path: '/settings/subjects',
    prefix: 'Предмет',
    empty: 'Название предмета не может быть пустым',
    duplicate: 'Этот предмет уже существует',
    created: 'Новый предмет успешно добавлен!',
    updated: 'Предмет успешно обновлен!',
    deleted: 'Предмет успешно удален!',
  },
  {
    tab: 'Города',
    path: '/settings/student-cities',
    prefix: 'Город',
    empty: 'Название города не может быть пустым',
    duplicate: 'Этот город уже существует',
    created: 'Новый город успешно добавлен!',
    updated: 'Город успешно обновлен!',
    deleted: 'Город успешно удален!',
  },
  {
    tab: 'Маркетинговые каналы',
    path: '/settings/marketing-channels',
    prefix: 'Канал',
    empty: 'Название канала не может быть пустым',
    duplicate: 'Этот канал уже существует',
    created: 'Новый канал успешно добавлен!',
    updated: 'Канал успешно обновлен!',
    deleted: 'Канал успешно удален!',
  },
  {
    tab: 'Кабинеты',
    path: '/settings/cabinets',
    prefix: 'Кабинет',
    empty: 'Название кабинета не может быть пустым',
    duplicate: 'Кабинет с таким именем уже существует',
    created: 'Новый кабинет успешно добавлен!',
    updated: 'Кабинет успешно обновлен!',
    deleted: 'Кабинет успешно удален!',
  },
  {
    tab: 'Школы',
    path: '/settings/student-schools',
    prefix: 'Школа',
    empty: 'Название школы не может быть пустым',
    duplicate: 'Эта школа уже существует',
    // "likewise" for a feminine noun
    created: 'Новая школа успешно добавлена!',
    updated: 'Школа успешно обновлена!',
    deleted: 'Школа успешно удалена!',
  },
];

for (const list of lists) {
  test(`an admin adds, renames and deletes an entry of '${list.tab}', and is stopped on an empty or repeated name`, async ({ page }) => {
    await signInAs(page, 'admin', '/settings/client-statuses');
    await page.getByRole('tab', { name: list.tab }).click();
    await expect(page).toHaveURL(new RegExp(`${list.path}$`));
    // the address changes first: 'Добавить' is clicked in the chosen list's grid, once it shows its rows, not in the
    // grid of the tab being left (a click there is lost with it)
    const panel = page.getByRole('tabpanel', { name: list.tab });
    await expect(panel.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();

    await panel.getByRole('button', { name: 'Добавить' }).click();
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText(list.empty, { exact: true })).toBeVisible();

    const name = uniqueName(list.prefix);
    await nameEditor(page).fill(name);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText(list.created, { exact: true })).toBeVisible();
    await expect(gridRow(page, name)).toBeVisible();

    const renamed = `${name} два`;
    await gridRow(page, name).getByRole('button', { name: 'Изменить' }).click();
    await nameEditor(page).fill(renamed);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText(list.updated, { exact: true })).toBeVisible();
    await expect(gridRow(page, renamed)).toBeVisible();

    await page.getByRole('button', { name: 'Добавить' }).click();
    await nameEditor(page).fill(renamed.toUpperCase());
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText(list.duplicate, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Отмена' }).click();
    await expect(nameEditor(page)).toHaveCount(0);

    await gridRow(page, renamed).getByRole('button', { name: 'Удалить' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
    await expect(page.getByText(list.deleted, { exact: true })).toBeVisible();
    await expect(gridRow(page, renamed)).toHaveCount(0);
  });
}

test('a client status still used by applications cannot be deleted', async ({ page }) => {
  // every demo status has applications; 'Думает' is one of them
  const status = 'Думает';
  await signInAs(page, 'admin', '/settings/client-statuses');
  await gridRow(page, status).getByRole('button', { name: 'Удалить' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByText('Ошибка: остались связанные заявки!', { exact: true })).toBeVisible();
  await page.reload();
  await expect(gridRow(page, status)).toBeVisible();
});
