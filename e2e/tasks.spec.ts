import { seriousViolations } from './helpers/axe';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { signInAs } from './helpers/auth';
import { keyboardMoveRight } from './helpers/board';

// operations.md §2 "Tasks board", §5 "Task form", §8 "Tasks"; issue 10: move a task by mouse and by keyboard.
const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const card = (scope: Page | Locator, title: string) => scope.getByRole('group', { name: title, exact: true });
const toast = (page: Page, text: string) => page.locator('.ant-notification-notice').filter({ hasText: text });

const closeToasts = async (page: Page) => {
  for (const close of await page.locator('.ant-notification-notice-close').all()) await close.click({ timeout: 2_000 }).catch(() => undefined);
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
};

// dnd-kit's pointer sensor starts after 8 px; the pointer then travels to the column in steps
const dragTo = async (page: Page, from: Locator, to: Locator) => {
  const start = (await from.boundingBox())!;
  const end = (await to.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 12, start.y + start.height / 2, { steps: 3 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 15 });
  await page.mouse.up();
};

test('an admin adds a task, moves it by mouse and by keyboard, archives it and finds it in the archive', async ({ page }) => {
  // a whole flow across two pages with four reloads: over a minute on a loaded two-core machine
  test.slow();
  const title = `Проверить кабинет ${Date.now()}`;
  await signInAs(page, 'admin', '/tasks');
  await expect(page.getByRole('heading', { name: 'Задачи' })).toBeVisible();
  await expect(column(page, 'Новая')).toBeVisible();

  // the form's §5 messages, then a new task
  await page.getByRole('button', { name: 'Добавить задачу' }).click();
  const dialog = page.getByRole('dialog', { name: 'Добавить задачу' });
  await expect(dialog.getByRole('checkbox', { name: 'Отправить уведомление исполнителю' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Добавить' }).click();
  await expect(dialog.getByText('Заголовок обязателен')).toBeVisible();
  await expect(dialog.getByText('Дедлайн обязателен')).toBeVisible();
  await dialog.getByLabel('Заголовок').fill(title);
  await dialog.getByLabel('Дедлайн').fill('01.12.2030');
  await dialog.getByLabel('Дедлайн').press('Enter');
  await dialog.getByRole('button', { name: 'Добавить' }).click();
  await expect(toast(page, 'Новая задача добавлена!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card(column(page, 'Новая'), title)).toBeVisible();
  await closeToasts(page);

  // the settings panel's text filter leaves this task alone on the board, and is kept in the browser
  await page.getByRole('button', { name: 'Настройки' }).click();
  const settings = page.getByRole('dialog', { name: 'Настройки доски' });
  await settings.getByLabel('Поиск').fill(title);
  await settings.getByRole('button', { name: 'Закрыть' }).click();
  await expect(settings).toBeHidden();
  await expect(page.getByText('Показаны не все задачи: включены фильтры')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Новая', exact: true }).getByRole('button', { name: /^Открыть задачу/ })).toHaveCount(1);

  // by mouse to 'В работе', and it stays there after a reload
  await dragTo(page, card(page, title), column(page, 'В работе'));
  await expect(card(column(page, 'В работе'), title)).toBeVisible();
  await expect(toast(page, 'Задача обновлена!')).toBeVisible();
  await closeToasts(page);
  await page.reload();
  await expect(page.getByText('Показаны не все задачи: включены фильтры')).toBeVisible();
  await expect(card(column(page, 'В работе'), title)).toBeVisible();

  // by keyboard
  await keyboardMoveRight(page, card(page, title), 'Выполнена');
  await expect(card(column(page, 'Выполнена'), title)).toBeVisible();
  await expect(toast(page, 'Задача обновлена!')).toBeVisible();
  await page.reload();
  await expect(card(column(page, 'Выполнена'), title)).toBeVisible();
  // no tint in the finished column
  await expect(page.locator('[data-tint]').filter({ hasText: title })).toHaveAttribute('data-tint', 'none');

  // the details: the notification can no longer be changed; archive after a confirmation
  await page.getByRole('button', { name: `Открыть задачу «${title}»` }).click();
  const details = page.getByRole('dialog', { name: 'Задача' });
  await expect(details.getByLabel('Заголовок')).toHaveValue(title);
  await expect(details.getByRole('checkbox', { name: 'Отправить уведомление исполнителю' })).toBeDisabled();
  await details.getByRole('button', { name: 'Архивировать' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Архивировать' }).click();
  await expect(toast(page, 'Задача архивирована!')).toBeVisible();
  await expect(card(page, title)).toHaveCount(0);

  await page.goto('/archive/tasks');
  await expect(page.getByRole('heading', { name: 'Архив задач' })).toBeVisible();
  await page.getByLabel('Поиск задач').fill(title);
  await page.getByLabel('Поиск задач').press('Enter');
  await expect(page).toHaveURL(/filters/);
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
  await row.getByRole('button', { name: `Разархивировать: ${title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Разархивировать' }).click();
  await expect(toast(page, 'Задача разархивирована!')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('a teacher sees the board but cannot add a task', async ({ page }) => {
  await signInAs(page, 'teacher', '/tasks');
  await expect(page.getByRole('heading', { name: 'Задачи' })).toBeVisible();
  await expect(column(page, 'В работе')).toBeVisible();
  await expect(column(page, 'Новая').getByRole('button').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Добавить задачу' })).toHaveCount(0);
});

test('two admins see each other’s moves at once (the server pushes them)', async ({ browser }) => {
  test.slow();
  const [first, second] = await Promise.all([browser.newContext(), browser.newContext()]);
  try {
    const [one, two] = await Promise.all([first.newPage(), second.newPage()]);
    await signInAs(one, 'admin', '/tasks');
    // the second board's stream is live once it has connected (a moment after the board has loaded)
    const streamLive = two.waitForResponse((response) => response.url().endsWith('/api/tasks-events'));
    await signInAs(two, 'admin', '/tasks');
    const moving = column(one, 'Новая').getByRole('button', { name: /^Открыть задачу «/ }).first();
    const title = /^Открыть задачу «(.*)»$/.exec((await moving.getAttribute('aria-label'))!)![1];
    await expect(card(column(two, 'Новая'), title)).toBeVisible();
    await streamLive;
    await keyboardMoveRight(one, card(one, title), 'В работе');
    await expect(card(column(one, 'В работе'), title)).toBeVisible();
    // well before the 30 s refresh
    await expect(card(column(two, 'В работе'), title)).toBeVisible({ timeout: 8_000 });
  } finally {
    await Promise.all([first.close(), second.close()]);
  }
});

test('the board, the task dialog and the archive have no serious accessibility violation', async ({ page }) => {
  const serious = () => seriousViolations(page);
  await signInAs(page, 'admin', '/tasks');
  await expect(column(page, 'Новая').getByRole('group').first()).toBeVisible();
  expect(await serious()).toEqual([]);
  // the task dialog: its required selects carry no aria-required on their role-less wrappers
  await page.getByRole('button', { name: 'Добавить задачу' }).click();
  await expect(page.getByRole('dialog').getByLabel('Приоритет')).toBeVisible();
  expect(await serious()).toEqual([]);
  await page.keyboard.press('Escape');
  await page.goto('/archive/tasks');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  expect(await serious()).toEqual([]);
});
