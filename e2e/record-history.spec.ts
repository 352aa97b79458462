import { expect, test } from './helpers/test';
import { seriousViolations } from './helpers/axe';
import { signInAs } from './helpers/auth';
import { gridRow, nameEditor, uniqueName } from './helpers/grid';

// Issue 23 part 4: 'История изменений' of a record, from a declared grid's row and from a card.
test('an admin renames a cabinet, then reads who changed it and how in its history', async ({ page }) => {
  await signInAs(page, 'admin', '/settings/cabinets');
  const name = uniqueName('Кабинет');
  await page.getByRole('button', { name: 'Добавить' }).click();
  await nameEditor(page).fill(name);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(gridRow(page, name)).toBeVisible();
  const renamed = `${name} два`;
  await gridRow(page, name).getByRole('button', { name: 'Изменить' }).click();
  await nameEditor(page).fill(renamed);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(gridRow(page, renamed)).toBeVisible();

  await gridRow(page, renamed).getByRole('button', { name: 'История изменений' }).click();
  const drawer = page.getByRole('dialog', { name: `История изменений: ${renamed}` });
  await expect(drawer).toBeVisible();
  const rows = drawer.getByRole('row');
  await expect(rows.filter({ hasText: 'Изменение' })).toContainText(`Название: ${name} → ${renamed}`);
  await expect(rows.filter({ hasText: 'Создание' })).toContainText(`Название: — → ${name}`);
  await expect(rows.filter({ hasText: 'Изменение' })).toContainText('admin');
  expect(await seriousViolations(page, { include: '.ant-drawer' })).toEqual([]);
});

test("the owner opens a student's history from the card; a teacher sees no such button", async ({ page }) => {
  await signInAs(page, 'owner', '/students/table');
  const card = page.getByRole('row').locator('a[href^="/students/"]').first();
  await expect(card).toBeVisible();
  const href = await card.getAttribute('href');
  await card.click();
  await page.getByRole('button', { name: 'История изменений' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText(/^История изменений: /)).toBeVisible();
  await expect(drawer.getByRole('columnheader', { name: 'Когда' })).toBeVisible();
  expect(await seriousViolations(page, { include: '.ant-drawer' })).toEqual([]);

  await signInAs(page, 'teacher', href ?? '/students/table');
  await expect(page.getByRole('heading', { level: 3 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'История изменений' })).toHaveCount(0);
});
