import { expect, test } from './helpers/test';
import { signInAs } from './helpers/auth';

// issue 10: /students/class-enrollments opens its own screen (it fell into the student card before): the
// students' enrolments with their dates, paged and searched by the server, the view in the URL.
test('an admin reads the enrolments, searches a student and keeps the search in the URL', async ({ page }) => {
  await signInAs(page, 'admin', '/students/class-enrollments');
  await expect(page.getByRole('heading', { name: 'Зачисления в группы' })).toBeVisible();
  await expect(page.getByText('No student data available')).toHaveCount(0);
  for (const title of ['Ученик', 'Группа', 'Преподаватель', 'Дата зачисления', 'Дата ухода', 'Статус']) {
    await expect(page.getByRole('columnheader', { name: title })).toBeVisible();
  }
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  const student = (await rows.first().locator('td').first().innerText()).trim();

  await page.getByPlaceholder(/Поиск/).fill(student);
  await expect(page).toHaveURL(/\[field\]=q&/);
  await expect(rows.first()).toContainText(student);
  await page.reload();
  await expect(rows.first()).toContainText(student);
});
