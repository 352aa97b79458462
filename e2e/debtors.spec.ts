import { expect, test } from './helpers/test';
import { signInAs } from './helpers/auth';

// money.md §2 "Debtors (three tabs)", §8 debt comments; issue 8: "find a debtor and write a comment, open a
// recalculation row's explanation" — as an administrator new to the page would.
test('finds a debtor, comments the debt with Ctrl+Enter, and the page keeps its tab', async ({ page }) => {
  await signInAs(page, 'admin', '/payments/debtors');
  await expect(page.getByRole('heading', { name: 'Должники' })).toBeVisible();
  await page.getByRole('tab', { name: 'Должники', exact: true }).click();

  // a debtor without a comment yet: search by the first one's name
  const empty = page.getByPlaceholder('Комментарий (Ctrl+Enter — сохранить)').first();
  await expect(empty).toBeVisible();
  const label = (await empty.getAttribute('aria-label'))!; // 'Комментарий: <student>, <group>, цикл N'
  const student = label.replace('Комментарий: ', '').split(',')[0];
  await page.getByLabel('Поиск по ученику').fill(student);
  const comment = page.getByLabel(label);
  await expect(comment).toBeVisible();

  // only spaces: nothing is sent
  await comment.fill('   ');
  await comment.press('Control+Enter');
  await expect(page.getByText('Комментарий создан')).toHaveCount(0);

  const text = `Обещали оплатить до пятницы ${Date.now() % 10_000}`;
  await comment.fill(`  ${text}  `);
  await comment.press('Control+Enter');
  await expect(page.getByText('Комментарий создан')).toBeVisible();
  await expect(page.getByText(/Андрей Смирнов, \d{2}-\d{2}-\d{4} \d{2}:\d{2}/).first()).toBeVisible();

  await page.reload();
  await page.getByLabel('Поиск по ученику').fill(student);
  await expect(page.getByLabel(label)).toHaveValue(text);

  // a second save is an update
  await page.getByLabel(label).fill(`${text}, позвонить`);
  await page.getByLabel(label).press('Control+Enter');
  await expect(page.getByText('Комментарий обновлен')).toBeVisible();

  // the amounts tab: its footer sums the debts; the tab is remembered after a reload
  await page.getByRole('tab', { name: 'Должники с суммами' }).click();
  await expect(page.getByTestId('debt-total')).toContainText('₽');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Должники с суммами' })).toHaveAttribute('aria-selected', 'true');
});

test('opens the explanation of a recalculation row', async ({ page }) => {
  await signInAs(page, 'admin', '/payments/debtors');
  await page.getByRole('tab', { name: 'Перерасчеты' }).click();
  const expand = page.locator('button.ant-table-row-expand-icon').first();
  await expand.click();
  await page.getByRole('button', { name: /^Как посчитано: .+, .+/ }).first().click();
  const explanation = page.getByTestId('explanation');
  await expect(explanation).toBeVisible();
  await expect(explanation).toContainText('Тариф');
  await expect(explanation).toContainText('Прогноз на следующий цикл');
  await expect(explanation).toContainText('₽');
});
