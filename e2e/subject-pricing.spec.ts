import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { signInAs } from './helpers/auth';
import { gridRow, uniqueName } from './helpers/grid';

// money.md §2 "Subject pricing tariffs", §4, §5 "Tariff", §8 "Tariffs": the row-edit grid of the tariffs.
// the name a text box, the prices number boxes
const cell = (page: Page, label: string) => page.locator('.ant-table-tbody').getByLabel(label, { exact: true });
const toast = (page: Page, text: string) => page.locator('.ant-notification-notice').filter({ hasText: text });

const requiredPrices = ['Цена за первый предмет', 'Цена за второй предмет', 'Цена за третий предмет', 'Цена со скидкой'];
const optionalPrices = [
  'Базовая цена за цикл',
  'Базовая цена за урок',
  'Старая цена за первый предмет',
  'Старая цена за второй предмет',
  'Старая цена за третий предмет',
  'Старая цена со скидкой',
];

test('an owner adds, edits and deletes a tariff, with the spec’s toasts and validation messages', async ({ page }) => {
  await signInAs(page, 'owner', '/payments/subject-pricing');
  await expect(page.getByRole('heading', { name: 'Тарифы' })).toBeVisible();
  await expect(gridRow(page, 'Стандарт')).toBeVisible();

  // a new row on top, in edit mode, the first field focused; 0 in the four prices, the others empty
  await page.getByRole('button', { name: 'Добавить формат' }).click();
  await expect(cell(page, 'Название тарифа')).toBeFocused();
  const firstRow = page.locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(firstRow.getByLabel('Название тарифа', { exact: true })).toBeVisible();
  for (const label of requiredPrices) await expect(cell(page, label)).toHaveValue(/^0([,.]00)?$/);
  for (const label of optionalPrices) await expect(cell(page, label)).toHaveValue('');

  // a cancelled new row is removed
  await page.getByRole('button', { name: 'Отмена' }).click();
  await expect(cell(page, 'Название тарифа')).toHaveCount(0);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).not.toContainText('Отмена');

  // the client's messages (money.md §5)
  await page.getByRole('button', { name: 'Добавить формат' }).click();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Название тарифа обязательно', { exact: true })).toBeVisible();
  await expect(page.getByText('Цена должна быть больше 0', { exact: true })).toHaveCount(4);
  const name = uniqueName('Тариф');
  await cell(page, 'Название тарифа').fill(name);
  await cell(page, 'Цена за первый предмет').fill('6000');
  await cell(page, 'Цена за второй предмет').fill('5500');
  await cell(page, 'Цена за третий предмет').fill('5000,5');
  await cell(page, 'Цена со скидкой').fill('5800');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Цена должна быть целым числом', { exact: true })).toBeVisible();
  await cell(page, 'Цена за третий предмет').fill('5000');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(toast(page, 'Новый формат успешно добавлен!')).toBeVisible();
  await expect(gridRow(page, name)).toBeVisible();

  // the discount price not above the first-subject price: said under the cell before anything is sent
  await gridRow(page, name).getByRole('button', { name: 'Изменить' }).click();
  await cell(page, 'Цена со скидкой').fill('6100');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Цена со скидкой должна быть меньше или равна цене за первый предмет', { exact: true })).toBeVisible();
  await expect(cell(page, 'Цена со скидкой')).toHaveValue(/6\s?100/);
  await cell(page, 'Цена со скидкой').fill('5700');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(toast(page, 'Формат успешно обновлен!')).toBeVisible();
  await expect(gridRow(page, name)).toContainText(/5\s700\s₽/);

  // delete through a confirmation dialog
  await gridRow(page, name).getByRole('button', { name: 'Удалить' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'Удалить' }).click();
  await expect(toast(page, 'Формат успешно удален!')).toBeVisible();
  await expect(gridRow(page, name)).toHaveCount(0);

  // a tariff the groups use stays: the spec's toast, and the reason beneath it
  await gridRow(page, 'Стандарт').getByRole('button', { name: 'Удалить' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(toast(page, 'Ошибка при удалении формата')).toContainText('Тариф используется в группах и не может быть удален');
  await expect(gridRow(page, 'Стандарт')).toBeVisible();
});
