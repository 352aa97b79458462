import { seriousViolations } from './helpers/axe';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { signInAs } from './helpers/auth';
import { keyboardMoveRight } from './helpers/board';

// operations.md §2 "Group-formation area", §4, §8; issue 10: build a formation group as a new user would.
const openDropdown = '.ant-select-dropdown:not(.ant-select-dropdown-hidden):not([class*="-leave"])';
const dropdownsShut = (page: Page) => expect(page.locator(openDropdown)).toHaveCount(0);
const column = (page: Page, name: string) => page.locator('section').filter({ has: page.locator('header').getByText(name, { exact: true }) });
const card = (scope: Locator, name: string) => scope.locator('[aria-roledescription="перетаскиваемая карточка"]').filter({ hasText: name });

// wide enough for four columns of 350 px beside the menu
test.use({ viewport: { width: 1920, height: 1080 } });

const createGroup = async (page: Page, name: string) => {
  await page.getByRole('button', { name: 'Новая группа' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новая группа' });
  await dialog.getByLabel('Название').fill(name);
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  const toast = page.locator('.ant-notification-notice').filter({ hasText: 'Новая группа успешно добавлена!' });
  await expect(toast).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // closed (unless it closed itself first), so the next group's toast is its own and not this one still on screen
  await toast.locator('.ant-notification-notice-close').click({ timeout: 3_000 }).catch(() => undefined);
  await expect(toast).toHaveCount(0);
};

// Picks the first person of the kind from the column's autocomplete and adds them; answers their name.
const addPerson = async (page: Page, group: Locator, lead: boolean) => {
  await group.getByRole('combobox', { name: /^Ученик или лид для группы/ }).click();
  const options = page.locator(openDropdown).locator('.ant-select-item-option');
  await expect(options.first()).toBeVisible();
  const option = lead ? options.filter({ hasText: '(лид)' }).first() : options.filter({ hasNotText: '(лид)' }).first();
  const label = (await option.innerText()).trim();
  const same = await options.filter({ has: page.getByText(label, { exact: true }) }).count();
  await option.click();
  await dropdownsShut(page);
  await group.getByRole('button', { name: 'Добавить в группу' }).click();
  const name = label.replace(/ \(лид\).*$/, '').replace(/, .*$/, '');
  await expect(card(group, name)).toBeVisible();
  return { name, label, same };
};

test('an admin plans two groups, adds a lead and a student, changes a status and moves both cards by mouse and by keyboard', async ({ page }) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36).slice(-5);
  const first = `Яя ${run} А`;
  const second = `Яя ${run} Б`;
  await signInAs(page, 'admin', '/clients/future-enrollment');
  await expect(page.getByRole('heading', { name: 'Формирование групп' })).toBeVisible();
  await expect(page.getByText('Выберите фильтр для отображения групп')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await createGroup(page, first);
  await createGroup(page, second);
  // the new group's subject is the filter now
  const one = column(page, first);
  const two = column(page, second);
  await expect(one).toBeVisible();
  await expect(two).toBeVisible();
  await expect(one.getByText('0 учеников')).toBeVisible();
  // the class year of the new groups (the first of the list) narrows the board to them
  const year = (await one.locator('.ant-select-selection-item').nth(2).innerText()).trim();
  await page.getByRole('combobox', { name: 'Класс', exact: true }).click();
  await page.locator(openDropdown).locator('.ant-select-item-option').filter({ hasText: year }).first().click();
  await dropdownsShut(page);
  await expect(page.locator('section[aria-label]').first()).toBeVisible();
  await expect(one.getByRole('button', { name: 'Добавить в группу' })).toBeDisabled();

  const added = await addPerson(page, one, true);
  const lead = added.name;
  const student = (await addPerson(page, one, false)).name;
  await expect(one.getByText('2 ученика')).toBeVisible();
  // a new place has the third status, 'В группе'
  await expect(one.getByText('В группе: 2')).toBeVisible();

  // people already in the group are not offered again
  await one.getByRole('combobox', { name: /^Ученик или лид для группы/ }).click();
  await expect(page.locator(openDropdown).locator('.ant-select-item-option').first()).toBeVisible();
  await expect(page.locator(openDropdown).locator('.ant-select-item-option').filter({ has: page.getByText(added.label, { exact: true }) })).toHaveCount(added.same - 1);
  await page.keyboard.press('Escape');
  await dropdownsShut(page);

  // the student's status
  await card(one, student).locator('.ant-select-selector').click();
  await page.locator(openDropdown).locator('.ant-select-item-option').filter({ hasText: 'Записан' }).click();
  await dropdownsShut(page);
  await expect(one.getByText('Записан: 1')).toBeVisible();
  await expect(one.getByText('В группе: 1')).toBeVisible();

  // the lead to the second group by mouse
  const from = await card(one, lead).getByText('Лид', { exact: true }).boundingBox();
  const to = await two.getByText('Пока никого').boundingBox();
  await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
  await page.mouse.down();
  await page.mouse.move(from!.x + 30, from!.y + 10, { steps: 5 });
  await page.mouse.move(to!.x + to!.width / 2, to!.y + to!.height / 2, { steps: 15 });
  // dropped only once the board shows the second group as where the card lands (a loaded machine renders late)
  await expect(two).toHaveAttribute('data-drop-target', 'true');
  await page.mouse.up();
  await expect(card(two, lead)).toBeVisible();
  await expect(card(one, lead)).toHaveCount(0);
  await expect(two.getByText('1 ученик', { exact: true })).toBeVisible();

  // the student to the second group by keyboard: Space lifts, an arrow moves, Space drops
  await keyboardMoveRight(page, card(one, student), second);
  await expect(card(two, student)).toBeVisible();
  await expect(card(one, student)).toHaveCount(0);
  await expect(two.getByText('2 ученика')).toBeVisible();

  // kept after a reload, the status with it
  await page.reload();
  await expect(column(page, second)).toBeVisible();
  await expect(card(column(page, second), lead)).toBeVisible();
  await expect(card(column(page, second), student)).toBeVisible();
  await expect(column(page, second).getByText('Записан: 1')).toBeVisible();
  await expect(column(page, first).getByText('0 учеников')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // the filter with a student's name (500 ms) keeps the group that holds them
  await page.getByLabel('Имя ученика').fill(student.slice(0, 5).toUpperCase());
  await expect(column(page, first)).toHaveCount(0);
  await expect(column(page, second)).toBeVisible();
});

test('an admin adds a status with a colour, and duplicates and deletes a group in the table', async ({ page }) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36).slice(-5);
  await signInAs(page, 'admin', '/clients/future-enrollment-tabs');
  await expect(page.getByRole('heading', { name: 'Формирование групп: таблицы' })).toBeVisible();
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.locator('.ant-table-tbody .ant-tag').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // duplicate the first group, then delete the copy after confirming
  const name = (await rows.first().locator('td').first().innerText()).trim();
  await page.getByRole('button', { name: `Копировать группу «${name}»` }).click();
  await expect(page.getByText('Новая группа успешно добавлена!')).toBeVisible();
  const copy = `${name} (копия)`;
  await page.getByLabel('Поиск групп').fill(copy);
  await page.getByLabel('Поиск групп').press('Enter');
  await expect(rows.filter({ hasText: copy }).first()).toBeVisible();
  await page.getByRole('button', { name: `Удалить группу «${copy}»` }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByText('Группа успешно удалена!')).toBeVisible();

  // the statuses
  await page.getByRole('tab', { name: 'Статусы' }).click();
  await expect(page).toHaveURL(/tab=statuses/);
  await expect(page.getByRole('cell', { name: 'Интересуется', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Добавить статус' }).click();
  const status = `Перезвонить ${run}`;
  await page.getByLabel('Название статуса').fill(status);
  await page.locator('.ant-color-picker-trigger').click();
  const hex = page.locator('.ant-color-picker-input input').first();
  await hex.fill('1677ff');
  await hex.press('Enter');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Новый статус успешно добавлен!')).toBeVisible();
  const row = rows.filter({ hasText: status });
  await expect(row).toBeVisible();
  await expect(row.getByText('#1677ff')).toBeVisible();
});
