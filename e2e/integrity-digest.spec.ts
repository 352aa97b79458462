import { seriousViolations } from './helpers/axe';
import { expect, test } from './helpers/test';
import { signInAs } from './helpers/auth';

// /service/integrity (issue 23 part 3): today's integrity digest of the demo data, each line a link to the screen
// where it is fixed; a past day without a stored digest says so; a teacher is turned away.

const SCREENSHOTS = process.env.DIGEST_SCREENSHOTS_DIR;
const today = () => new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());

test('the owner reads today’s digest and follows its links', async ({ page }) => {
  await signInAs(page, 'owner', '/service/integrity');
  await expect(page.getByRole('heading', { name: `Сводка проверок за ${today()}` })).toBeVisible();
  await expect(page.getByText(/^Проверено сейчас, в \d\d:\d\d\./)).toBeVisible();

  const sheets = page.getByRole('link', { name: 'Ошибки сверки гугл-таблиц: 7' });
  await expect(sheets).toHaveAttribute('href', '/service/error-tables');
  await expect(page.getByRole('link', { name: /^\d+ учени\S* без контакта родителя$/ })).toHaveAttribute('href', '/students/table');
  await expect(page.getByRole('link', { name: /^\d+ учени\S* с двумя и более неоплаченными циклами$/ })).toHaveAttribute('href', '/payments/debtors');
  await expect(page.getByRole('link', { name: 'неверный цикл: 2' })).toHaveAttribute('href', '/service/error-tables?tab=wrong-cycle-table');
  await expect(page.getByRole('listitem').filter({ hasText: 'без контакта родителя' }).getByText(/^и еще \d+$/)).toBeVisible();
  // the sheet line's items are its kinds, all named: no 'и еще'
  await expect(page.getByRole('listitem').filter({ hasText: 'Ошибки сверки' }).getByText(/и еще/)).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/integrity-digest.png`, fullPage: true });

  // a named student leads to the card, a line's kind to its error table
  const student = page.getByRole('listitem').filter({ hasText: 'без контакта родителя' }).getByRole('link').nth(1);
  const name = (await student.textContent())!;
  await student.click();
  await expect(page).toHaveURL(/\/students\/\d+$/);
  await expect(page.getByText(name).first()).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: 'неверный цикл: 2' }).click();
  await expect(page.getByRole('tab', { name: 'Неверный цикл', selected: true })).toBeVisible();
});

test('a past day without a stored digest says so', async ({ page }) => {
  await signInAs(page, 'admin', '/service/integrity?date=2020-01-01');
  await expect(page.getByRole('heading', { name: 'Сводка проверок за 01.01.2020' })).toBeVisible();
  await expect(page.getByText('Сводка за этот день не сохранена')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Сегодня' }).click();
  await expect(page.getByRole('heading', { name: `Сводка проверок за ${today()}` })).toBeVisible();
});

test('a teacher is turned away from the digest', async ({ page }) => {
  await signInAs(page, 'teacher', '/service/integrity');
  await expect(page.getByText('У вас нет доступа к этой странице')).toBeVisible();
});
