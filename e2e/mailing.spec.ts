import { seriousViolations } from './helpers/axe';
import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { signInAs } from './helpers/auth';
import { fakeTelegram } from './helpers/fake-telegram';

// operations.md §2 "Mailing", §5, §8; issue 11: a new admin writes a mailing with a picture to a group's chats, sees
// it delivered on the fake Bot API and its detail page turn 'Отправлено'.
const SHOTS = process.env.MAILING_SHOTS_DIR ?? '/tmp/mailing-ui-shots';
const openDropdown = '.ant-select-dropdown:not(.ant-select-dropdown-hidden):not([class*="-leave"])';

// a 1×1 PNG
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const openTab = async (page: Page, name: string) => {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
};

const toast = (page: Page, text: string) => page.locator('.ant-notification-notice').filter({ hasText: text });

test.use({ viewport: { width: 1600, height: 1000 } });

test('an admin sends a picture to a group’s chats, sees it delivered and the detail turn “Отправлено”', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, 'admin', '/service/mailing');
  await expect(page.getByRole('heading', { name: 'Рассылка', exact: true })).toBeVisible();
  await expect(page.getByText('Telegram-бот не настроен')).toHaveCount(0);

  // the registered chats: find a group with a parents' chat and that chat's Telegram id
  await openTab(page, 'Групповые чаты');
  const parentsRow = page.getByRole('row').filter({ has: page.getByText('Родители', { exact: true }) }).first();
  await expect(parentsRow).toBeVisible();
  const [chatName, groupName, , telegramChatId] = await parentsRow.getByRole('cell').allInnerTexts();
  expect(telegramChatId.trim()).toMatch(/^-?\d+$/);
  await page.screenshot({ path: `${SHOTS}/tab-6-registered-chats.png`, fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  await openTab(page, 'В групповые чаты');
  const form = page.getByRole('form', { name: 'Рассылка в групповые чаты' });
  await form.getByRole('combobox', { name: 'Групповые чаты' }).click();
  await page.locator(openDropdown).getByText(`Группа «${groupName.trim()}»: ученики и родители`, { exact: true }).click();
  await page.keyboard.press('Escape');
  const text = `Завтра занятие переносится ${Date.now().toString(36)}`;
  await form.getByLabel('Текст сообщения', { exact: true }).fill(text);
  await form.getByLabel('Текст сообщения', { exact: true }).selectText();
  await form.getByRole('button', { name: 'Жирный' }).click();
  await expect(form.getByLabel('Текст сообщения', { exact: true })).toHaveValue(`<b>${text}</b>`);
  await expect(form.getByRole('region', { name: 'Предпросмотр' }).locator('strong')).toHaveText(text);
  await form.locator('input[type=file]').setInputFiles({ name: 'schedule.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByText('schedule.png')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/tab-1-group-chats.png`, fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Создать рассылку' }).click();
  await expect(toast(page, 'Рассылка успешно создана!')).toBeVisible();

  // delivered on the fake Bot API: the picture to the parents' chat, the text as its caption
  await expect
    .poll(
      async () => (await fakeTelegram.calls()).filter((call) => ['sendPhoto', 'sendMediaGroup'].includes(call.method) && call.chatId === telegramChatId.trim()).length,
      { timeout: 60_000, intervals: [1000] },
    )
    .toBeGreaterThan(0);
  const sent = (await fakeTelegram.calls()).find((call) => ['sendPhoto', 'sendMediaGroup'].includes(call.method) && call.chatId === telegramChatId.trim());
  expect(sent?.files.map((file) => file.size)).toContain(PNG.length);

  // the table lists it; its number opens the detail
  await openTab(page, 'Таблица рассылок');
  const row = page.getByRole('row').filter({ hasText: text }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
  await page.screenshot({ path: `${SHOTS}/tab-4-table.png`, fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/announcements\/\d+$/);
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByText('schedule.png')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Групповые чаты' }).getByText(chatName.trim())).toBeVisible();
  // the page reads itself again while the mailing waits: no reload
  await expect(page.locator('.ant-tag').filter({ hasText: /^Отправлено$/ })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('region', { name: 'Групповые чаты' }).getByText('Доставлено').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/detail.png`, fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'К рассылкам' }).click();
  await expect(page).toHaveURL(/\/service\/mailing/);
});

test('empty forms name what is missing, and the open tab survives a reload', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'admin', '/service/mailing');

  await openTab(page, 'В групповые чаты');
  const chats = page.getByRole('form', { name: 'Рассылка в групповые чаты' });
  await chats.getByRole('button', { name: 'Создать рассылку' }).click();
  await expect(chats.getByText('Добавьте текст сообщения или прикрепите файлы')).toBeVisible();
  await expect(chats.getByText('Выберите хотя бы один чат')).toBeVisible();
  await chats.locator('input[type=file]').setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(chats.getByText('Поддерживаются только изображения (JPEG, PNG, GIF) и видео MP4')).toBeVisible();

  await openTab(page, 'Ученикам и родителям');
  const students = page.getByRole('form', { name: 'Рассылка ученикам и родителям' });
  // the send time starts as now; cleared, it is asked for
  await students.getByLabel('Дата и время отправки', { exact: true }).hover();
  await students.locator('.ant-picker-clear').click();
  await expect(students.getByLabel('Дата и время отправки', { exact: true })).toHaveValue('');
  await students.getByRole('button', { name: 'Создать рассылку' }).click();
  for (const message of ['Текст уведомления обязателен', 'Выберите хотя бы одну группу', 'Выберите хотя бы одного получателя', 'Выберите дату и время отправки']) {
    await expect(students.getByText(message, { exact: true })).toBeVisible();
  }
  // cleared, then a group and a kind chosen: the preview lists who will get it
  await students.getByRole('button', { name: 'Очистить' }).click();
  await expect(students.getByText('Текст уведомления обязателен', { exact: true })).toHaveCount(0);
  await students.getByRole('combobox', { name: 'Группы' }).click();
  await page.locator(openDropdown).locator('.ant-select-item-option').first().click();
  await page.keyboard.press('Escape');
  await students.getByLabel('Родители', { exact: true }).check();
  await expect(page.getByRole('region', { name: 'Получатели: Родители' }).getByRole('row').nth(1)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/tab-2-students-parents.png`, fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  await openTab(page, 'Сотрудникам');
  const staff = page.getByRole('form', { name: 'Рассылка сотрудникам' });
  await expect(staff.getByRole('combobox', { name: 'Сотрудники' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await staff.getByRole('button', { name: 'Создать рассылку' }).click();
  await expect(staff.getByText('Выберите хотя бы одного сотрудника')).toBeVisible();
  await expect(staff.getByText('Текст уведомления обязателен')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/tab-3-staff.png`, fullPage: true });

  await openTab(page, 'Шаблоны');
  await expect(page.getByRole('button', { name: 'Добавить шаблон' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/tab-5-templates.png`, fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Шаблоны', exact: true })).toHaveAttribute('aria-selected', 'true');
  expect(await page.evaluate(() => window.localStorage.getItem('mailingActiveTab'))).toBe('"templates"');
});

test('an admin adds a template, uses it in a staff mailing and archives it', async ({ page }) => {
  test.setTimeout(120_000);
  const name = `Напоминание ${Date.now().toString(36)}`;
  await signInAs(page, 'admin', '/service/mailing');
  await openTab(page, 'Шаблоны');
  await page.getByRole('button', { name: 'Добавить шаблон' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новый шаблон' });
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog.getByText('Введите название шаблона')).toBeVisible();
  await dialog.getByLabel('Название', { exact: true }).fill(name);
  await dialog.getByLabel('Текст', { exact: true }).fill('Не забудьте <i>оплату</i> до пятницы');
  await expect(dialog.locator('em')).toHaveText('оплату');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(toast(page, 'Шаблон успешно добавлен!')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();

  await openTab(page, 'Сотрудникам');
  const staff = page.getByRole('form', { name: 'Рассылка сотрудникам' });
  await staff.getByRole('combobox', { name: 'Шаблон' }).click();
  await page.locator(openDropdown).getByText(name, { exact: true }).click();
  await expect(staff.getByLabel('Текст уведомления', { exact: true })).toHaveValue('Не забудьте <i>оплату</i> до пятницы');

  await openTab(page, 'Шаблоны');
  await page.getByRole('button', { name: `Архивировать шаблон «${name}»` }).click();
  await page.getByRole('dialog', { name: 'Архивировать шаблон?' }).getByRole('button', { name: 'Архивировать' }).click();
  await expect(toast(page, 'Шаблон успешно архивирован!')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});
