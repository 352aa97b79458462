import ExcelJS from 'exceljs';
import { seriousViolations } from './helpers/axe';
import { signInAs } from './helpers/auth';
import { expect as baseExpect, test } from './helpers/test';

// each read of the list makes every enrolment's rows (docs/operations.md "Риск ухода", cost): seconds on the shared
// two-core machine, more than the default wait
const expect = baseExpect.configure({ timeout: 45_000 });

// Issue 23 item 1, 'Риск ухода' on the statistics page (docs/operations.md): as the owner would use it on the demo
// data — who may leave and why, a page at a time with the view in the address, the export, the administrator's
// task — and the tab hidden from a teacher.
test('the owner finds who may leave and why, pages and sorts, exports, and makes a task', async ({ page }) => {
  test.setTimeout(300_000); // sign-in, six list reads, an export and a task on a shared two-core machine
  await signInAs(page, 'owner', '/students/statistics');
  await page.getByRole('tab', { name: 'Риск ухода' }).click();
  await expect(page).toHaveURL(/tab=churn/);
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Почему' })).toBeVisible();
  // the highest risk first, with the rule's own words
  await expect(rows.first().getByText(/^Высокий · \d+$/)).toBeVisible();
  await expect(page.getByText('Следующий цикл не оплачен после первого занятия').first()).toBeVisible();
  expect(await seriousViolations(page, { include: '.ant-tabs' })).toEqual([]);

  // the next page, then sorted by student: the view is in the address and survives a reload
  await page.locator('.ant-pagination').getByRole('listitem', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/currentPage=2|current=2/);
  // the first name is read from the sorted page, not from the unsorted one still shown while the sorted one loads
  const sorted = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname.endsWith('/churn-risks-info') && url.searchParams.get('_sort') === 'studentName';
  });
  await page.getByRole('columnheader', { name: 'Ученик' }).click();
  await expect(page).toHaveURL(/studentName/);
  await sorted;
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  const firstName = (await rows.first().locator('td').first().innerText()).trim();
  await page.reload();
  await expect(rows.first().locator('td').first()).toHaveText(firstName);

  // searched by the student's name, then exported: the columns of the tab, the rows found
  // the rows are counted once the searched list has answered and rendered, not while the unsearched page still shows
  const searched = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname.endsWith('/churn-risks-info') && decodeURIComponent(url.search.replace(/\+/g, ' ')).includes(firstName);
  });
  await page.getByLabel('Поиск по ученику или группе').fill(firstName);
  await expect(rows).toHaveCount(((await (await searched).json()) as unknown[]).length);
  await expect(rows.first().locator('td').first()).toHaveText(firstName);
  const found = await rows.count();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Выгрузить в Excel' }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await (await download).path());
  const sheet = workbook.worksheets[0];
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Ученик', 'Группа', 'Цикл', 'Риск', 'Баллы', 'Почему']);
  expect(sheet.getRow(2).getCell(1).value).toBe(firstName);
  expect(sheet.actualRowCount).toBe(found + 1);

  // the row's task for the administrator, once: the button becomes a link to the board, where the task is
  await rows.first().getByRole('button', { name: 'Создать задачу' }).click();
  await expect(page.getByText('Задача для администратора создана')).toBeVisible();
  await expect(rows.first().getByRole('link', { name: 'Задача создана' })).toBeVisible();
  await rows.first().getByRole('link', { name: 'Задача создана' }).click();
  await expect(page).toHaveURL(/\/tasks/);
  await expect(page.getByText(`Риск ухода: ${firstName}`).first()).toBeVisible();
});

test('a teacher sees the statistics without the churn tab', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'teacher', '/students/statistics');
  await expect(page.getByRole('tab', { name: 'Обзор статистики' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Риск ухода' })).toHaveCount(0);
  await page.goto('/students/statistics?tab=churn');
  await expect(page.getByRole('tab', { name: 'Обзор статистики', selected: true })).toBeVisible();
});
