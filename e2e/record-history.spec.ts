import { expect, test } from './helpers/test';
import { seriousViolations } from './helpers/axe';
import { signInAs } from './helpers/auth';
import { gridRow, nameEditor, uniqueName } from './helpers/grid';

// Issue 23 part 4: 'История изменений' of a record, from a declared grid's row and from a card.
test('an admin renames a cabinet, then reads who changed it and how in its history', async ({ page }) => {
  test.slow(); // two writes and a drawer on a shared machine
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
  await expect(drawer).not.toContainText('cabinetId');
  expect(await seriousViolations(page, { include: '.ant-drawer' })).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('record-history.png') });
});

test("the owner opens a student's history from the card", async ({ page }) => {
  test.slow();
  // the demo's first student
  await signInAs(page, 'owner', '/students/1');
  await page.getByRole('button', { name: 'История изменений' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText(/^История изменений: /)).toBeVisible();
  await expect(drawer.getByRole('columnheader', { name: 'Когда' })).toBeVisible();
  expect(await seriousViolations(page, { include: '.ant-drawer' })).toEqual([]);
});

test('a teacher, who reads students, sees no history on the card', async ({ page }) => {
  test.slow();
  await signInAs(page, 'teacher', '/students/1');
  await expect(page.getByRole('heading', { level: 3 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'История изменений' })).toHaveCount(0);
});

test("an admin renames a task on the board and reads the change in the task's history", async ({ page }) => {
  test.slow();
  await signInAs(page, 'admin', '/tasks');
  const open = page.getByRole('button', { name: /^Открыть задачу «/ }).first();
  const title = /^Открыть задачу «(.*)»$/.exec((await open.getAttribute('aria-label')) ?? '')![1];
  await open.click();
  const task = page.getByRole('dialog', { name: 'Задача' });
  const renamed = uniqueName('Задача');
  await task.getByLabel('Заголовок').fill(renamed);
  await task.getByRole('button', { name: 'Сохранить' }).click();
  await expect(task).toBeHidden();

  await page.getByRole('button', { name: `Открыть задачу «${renamed}»` }).click();
  await task.getByRole('button', { name: 'История изменений' }).click();
  const drawer = page.getByRole('dialog', { name: `История изменений: ${renamed}` });
  await expect(drawer.getByRole('row').filter({ hasText: 'Изменение' })).toContainText(`${title} → ${renamed}`);
  expect(await seriousViolations(page, { include: '.ant-drawer' })).toEqual([]);
});

test("the owner opens an expense's history from its row", async ({ page }) => {
  test.slow();
  await signInAs(page, 'owner', '/expenses/table');
  await page.getByRole('row').nth(1).getByRole('button', { name: 'История изменений' }).click();
  const drawer = page.getByRole('dialog', { name: /^История изменений: расход №\d+$/ });
  await expect(drawer.getByRole('columnheader', { name: 'Когда' })).toBeVisible();
});
