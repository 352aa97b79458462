import type { Page } from '@playwright/test';
import { seriousViolations } from './helpers/axe';
import { expect, test } from './helpers/test';
import { signIn, signInAs } from './helpers/auth';
import { E2E_PORT } from './server-settings';

// money.md §2 "Teacher payouts", §4, §5, §8: adjust and reset a payout in each centre. Centre 1 is the app's own
// address; centre 2 the same server on zelenograd.localhost (Chromium resolves *.localhost to the loopback).

const chooseTeacher = async (page: Page, name: string) => {
  await page.getByRole('combobox', { name: 'Преподаватель' }).click();
  await page.getByRole('combobox', { name: 'Преподаватель' }).fill(name);
  await page.getByTitle(name, { exact: true }).click();
};

test('centre 1: an owner adjusts a student amount with a reason, sees it in the history, and resets all adjustments', async ({ page }, testInfo) => {
  // sixteen steps with four recalculations: room for a loaded two-core CI machine
  test.setTimeout(150_000);
  await signInAs(page, 'owner', '/teacher-payout');
  await expect(page.getByRole('heading', { name: 'Зарплата' })).toBeVisible();
  await expect(page.getByText('Центр: Одинцово')).toBeVisible();
  await chooseTeacher(page, 'Мария Иванова');
  await expect(page.getByText('К выплате')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Зарплата за группу' })).toBeVisible();
  await expect(page.getByText(/За цикл|За урок/).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const adjust = page
    .getByRole('row')
    .filter({ hasText: /За (цикл|урок)/ })
    .filter({ hasNot: page.getByRole('table') })
    .first()
    .getByRole('button', { name: 'Изменить' });
  await adjust.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Применить' })).toBeDisabled();
  await dialog.getByRole('spinbutton', { name: 'Новая сумма' }).fill('-5');
  await expect(dialog.getByText('Сумма не может быть отрицательной')).toBeVisible();
  await dialog.getByRole('spinbutton', { name: 'Новая сумма' }).fill('1234,5');
  await dialog.getByLabel('Причина').fill('Премия за олимпиаду');
  await dialog.getByRole('button', { name: 'Применить' }).click();
  await expect(page.getByText('Изменение успешно добавлено', { exact: true })).toBeVisible();
  await expect(page.getByText('изменено').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('centre-1-adjusted.png'), fullPage: true });

  await page.getByText('изменено').first().locator('xpath=ancestor::tr[1]').getByRole('button', { name: 'История' }).click();
  const history = page.getByRole('dialog', { name: 'История изменений' });
  await expect(history.getByText('Премия за олимпиаду')).toBeVisible();
  await expect(history.getByText('действует')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('centre-1-history.png') });
  await history.getByRole('button', { name: 'Close' }).click();

  // each recomputes the teacher's cycle, as the apply below does: the same 30 s for a loaded machine
  await page.getByRole('button', { name: 'Пересчитать с изменениями' }).click();
  await expect(page.getByText('Зарплата с изменениями успешно пересчитана', { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Сбросить все изменения' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Сбросить' }).click();
  await expect(page.getByText('Зарплата успешно пересчитана', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('изменено')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Сбросить все изменения' })).toHaveCount(0);
});

// The apply's toast. Its first line is named, so a failure shows the toast that came instead (an error's text); the
// write recomputes the teacher's cycle, which has taken over 10 s on a loaded machine.
const expectApplied = (page: Page) =>
  expect(page.locator('.ant-notification-notice-message').last()).toHaveText('Изменения применены', { timeout: 30_000 });

test('centre 2 on zelenograd.localhost: an owner signs in there, ticks a group, applies, resets a pending tick and edits the rate grid', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  await signIn(page, 'owner', 'owner', `http://zelenograd.localhost:${E2E_PORT}/teacher-payout`);
  await expect(page).toHaveURL(new RegExp(`^http://zelenograd\\.localhost:${E2E_PORT}/teacher-payout`));
  await expect(page.getByText('Центр: Зеленоград')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Просмотр выплат' })).toBeVisible();
  await chooseTeacher(page, 'Мария Иванова');
  await expect(page.getByText('Изменений к применению: 0')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const groupBox = page.getByRole('checkbox', { name: 'Оплатить как полную группу' }).first();
  await groupBox.check();
  await expect(page.getByText('Изменений к применению: 1')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('centre-2-pending.png'), fullPage: true });
  await page.getByRole('button', { name: 'Применить' }).click();
  await expectApplied(page);
  await expect(page.getByText('Изменений к применению: 0')).toBeVisible();
  await expect(groupBox).toBeChecked();
  // closed, so that the second apply below is told by its own toast
  // closed if still there (it may close itself first), so the next toast is the next step's own
  const applied = page.locator('.ant-notification-notice').filter({ hasText: 'Изменения применены' });
  await applied.locator('.ant-notification-notice-close').click({ timeout: 3_000 }).catch(() => undefined);
  await expect(applied).toHaveCount(0);
  await expect(page.getByText('Изменения применены', { exact: true })).toHaveCount(0);

  await groupBox.uncheck();
  await expect(page.getByText('Изменений к применению: 1')).toBeVisible();
  await page.getByRole('button', { name: 'Сбросить' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Сбросить' }).click();
  await expect(page.getByText('Изменений к применению: 0')).toBeVisible();
  await expect(groupBox).toBeChecked();
  await groupBox.uncheck();
  await page.getByRole('button', { name: 'Применить' }).click();
  await expectApplied(page);
  await expect(groupBox).not.toBeChecked();

  await page.getByRole('tab', { name: 'Добавление выплат' }).click();
  await expect(page.getByText('Всего')).toBeVisible();
  await page.getByRole('button', { name: 'Добавить ставку' }).click();
  await page.getByRole('combobox', { name: 'Тариф', exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('Стандарт', { exact: true }).click();
  await page.getByRole('spinbutton', { name: 'Количество учеников' }).fill('0');
  await page.getByRole('spinbutton', { name: 'Выплата за занятие' }).fill('150');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Запись успешно создана', { exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Фильтр по тарифу' }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('Стандарт', { exact: true }).click();
  await expect(page.getByText('Всего 9')).toBeVisible();
  // axe reads the page once the tariff's dropdown has shut (its closing options are no listbox's children)
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('centre-2-rates.png'), fullPage: true });
  const row = page.getByRole('row', { name: /Стандарт 0 150/ });
  await row.getByRole('button', { name: 'Удалить' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByText('Запись успешно удалена', { exact: true })).toBeVisible();
});
