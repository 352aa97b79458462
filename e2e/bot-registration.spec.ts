import { seriousViolations } from './helpers/axe';
import type { Locator } from '@playwright/test';
import { BOT_MESSAGE_DEFAULTS } from '../resources/bot-message-defaults';
import { fillTemplate } from '../resources/bot-messages';
import { expect, test } from './helpers/test';
import { signInAs } from './helpers/auth';
import { fakeTelegram } from './helpers/fake-telegram';

// issue 11: the bot is the parents' door. An admin gives a parent a code on /students/registration-codes-table, the
// parent sends it to the bot (the e2e server's fake Telegram Bot API), the bot answers from bot_messages and the code
// is no longer live; an admin edits what the bot says on /mix/bot-messages (operations.md §2, §8).

const defaultText = (type: string, reader: string) =>
  BOT_MESSAGE_DEFAULTS.find((row) => row.messageType === type && row.messageTypeForUser === reader)!.messageBody;

// the bot's messages to one Telegram chat, as the fake Bot API received them
const botSaid = async (chatId: number) =>
  (await fakeTelegram.calls()).filter((call) => call.method === 'sendMessage' && call.chatId === String(chatId)).map((call) => call.text ?? '');

const cellOf = async (table: Locator, row: Locator, title: string) => {
  await expect(row).toBeVisible();
  const titles = (await table.locator('thead th').allInnerTexts()).map((text) => text.trim());
  return row.locator('td').nth(titles.indexOf(title));
};

test('a parent gets a code from the admin and registers with the bot; the code is used up', async ({ page }) => {
  test.setTimeout(120_000);
  const parentChat = 880_000_000 + Math.floor(Math.random() * 1_000_000);
  await signInAs(page, 'admin', '/students/registration-codes-table');
  await expect(page.getByRole('heading', { name: 'Коды регистрации' })).toBeVisible();
  const table = page.locator('.ant-table').first();
  // a student whose parent is not in Telegram yet
  const rows = page.locator('.ant-table-tbody tr.ant-table-row').filter({ has: page.getByRole('button', { name: 'Новый код родителя' }) });
  await expect(rows.first()).toBeVisible();
  let row = rows.first();
  for (let index = 0; index < (await rows.count()); index += 1) {
    if ((await (await cellOf(table, rows.nth(index), 'Родитель в Telegram')).innerText()).trim() === 'Не подключён') {
      row = rows.nth(index);
      break;
    }
  }
  const student = (await (await cellOf(table, row, 'Ученик')).innerText()).trim();
  const parent = (await (await cellOf(table, row, 'Родитель')).innerText()).trim();
  const studentRow = page.locator('.ant-table-tbody tr.ant-table-row').filter({ has: page.getByText(student, { exact: true }) });

  await row.getByRole('button', { name: 'Новый код родителя' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`Выдать родителю “${parent}” новый код? Прежний код перестанет действовать.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Новый код родителя' }).click();
  await expect(page.getByText('Новый код выдан')).toBeVisible();
  const codeCell = await cellOf(table, studentRow, 'Код родителя');
  await expect(codeCell).toHaveText(/^[A-HJ-NP-Z2-9]{10}$/);
  const code = (await codeCell.innerText()).trim();

  // the parent writes to the bot: first hello, then the code as they read it off a sheet, in lower case
  await fakeTelegram.privateMessage({ id: parentChat, firstName: 'Марина' }, '/start');
  await expect.poll(() => botSaid(parentChat)).toEqual([fillTemplate(defaultText('WELCOME', 'ALL'), { name: 'Марина' })]);
  await fakeTelegram.privateMessage({ id: parentChat, firstName: 'Марина' }, code.toLowerCase());
  await expect.poll(() => botSaid(parentChat)).toContain(fillTemplate(defaultText('REGISTRATION_SUCCESS', 'PARENT'), { name: parent }));

  // the table: the parent is connected and the code is gone from it
  await page.reload();
  // a list of every active student, read again on a busy machine
  await expect(studentRow).toBeVisible({ timeout: 30_000 });
  await expect(await cellOf(table, studentRow, 'Родитель в Telegram')).toHaveText('Подключён');
  await expect(await cellOf(table, studentRow, 'Код родителя')).not.toHaveText(code);

  // the same code once more from someone else: used
  const strangerChat = parentChat + 1;
  await fakeTelegram.privateMessage({ id: strangerChat, firstName: 'Олег' }, code);
  await expect.poll(() => botSaid(strangerChat)).toEqual([defaultText('CODE_USED', 'ALL')]);

  // the parent asks for the debt with the keyboard's button and is answered about the child
  await fakeTelegram.privateMessage({ id: parentChat, firstName: 'Марина' }, 'Задолженность');
  await expect.poll(async () => (await botSaid(parentChat)).some((text) => text.startsWith(`${student}: задолженност`))).toBe(true);
});

test('an admin edits what the bot says, and the bot says it', async ({ page }) => {
  test.setTimeout(120_000);
  const chat = 890_000_000 + Math.floor(Math.random() * 1_000_000);
  await signInAs(page, 'admin', '/mix/bot-messages');
  await expect(page.getByRole('heading', { name: 'Сообщения бота' })).toBeVisible();
  for (const title of ['Заголовок', 'Текст', 'Тип', 'Для кого']) await expect(page.getByRole('columnheader', { name: title, exact: true })).toBeVisible();
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'Приветствие нового пользователя' });
  await expect(row).toContainText('Приветствие');
  await expect(row).toContainText('Все');
  expect(await seriousViolations(page)).toEqual([]);

  await row.getByRole('button', { name: 'Изменить «Приветствие нового пользователя»' }).click();
  // the row being edited holds the form now, and starts from the row's values
  const editing = page.locator('.ant-table-tbody tr.ant-table-row').filter({ has: page.getByLabel('Текст') });
  const text = editing.getByLabel('Текст');
  await expect(editing.getByLabel('Заголовок')).toHaveValue('Приветствие нового пользователя');
  await expect(text).toHaveValue(defaultText('WELCOME', 'ALL'));
  await expect(editing.getByText('Подстановки: {name}')).toBeVisible();
  // a typo in a placeholder is caught before it reaches parents
  await text.fill('Добрый день, {nmae}!');
  await editing.getByRole('button', { name: 'Сохранить' }).click();
  await expect(editing.getByText('Неизвестная подстановка {nmae}; для этого типа доступны: {name}')).toBeVisible();
  await text.fill('Добрый день, {name}!\nПришлите код, который выдал центр.');
  await editing.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Сообщение бота успешно обновлено!')).toBeVisible();
  await expect(row).toContainText('Пришлите код, который выдал центр.');
  await expect(row.getByRole('button', { name: 'Сохранить' })).toHaveCount(0);

  await fakeTelegram.privateMessage({ id: chat, firstName: 'Ольга' }, '/start');
  await expect.poll(() => botSaid(chat)).toEqual(['Добрый день, Ольга!\nПришлите код, который выдал центр.']);

  // kept after a reload, and the search narrows the table in the address
  await page.reload();
  await expect(page.locator('.ant-table-tbody')).toContainText('Пришлите код, который выдал центр.');
  await page.getByRole('searchbox', { name: 'Поиск по сообщениям' }).fill('выдал центр');
  await page.getByRole('searchbox', { name: 'Поиск по сообщениям' }).press('Enter');
  await expect(page).toHaveURL(/q=/);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('bot-messages.png'), fullPage: true });
});

test('a teacher is kept out of the bot messages', async ({ page }) => {
  await signInAs(page, 'teacher', '/mix/bot-messages');
  await expect(page).toHaveURL(/\/navigation-page$/);
  await expect(page.getByText('У вас нет доступа к этой странице')).toBeVisible();
});
