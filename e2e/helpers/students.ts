import { expect, type Page } from '@playwright/test';

// The grid row that names the student in its 'Ученик' column (the name is a link to the card).
export const studentRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });

// Types into the grid's quick filter and waits until the table shows the server's answer (the table is busy
// while it loads and keeps the previous rows until then).
export const searchStudents = async (page: Page, text: string) => {
  const answer = page.waitForResponse((response) => /students(-archive)?-info\?.*q=/.test(response.url()));
  await page.getByRole('textbox', { name: 'Поиск' }).fill(text);
  await answer;
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
};

// A student of the first page whose name no other active student has, so that a row found by name is theirs.
export const uniquelyNamedStudent = async (page: Page): Promise<string> => {
  const cardLinks = page.getByRole('row').locator('a[href^="/students/"]');
  await expect(cardLinks.first()).toBeVisible();
  const names = await cardLinks.allTextContents();
  for (const name of names) {
    await searchStudents(page, name);
    if ((await studentRow(page, name).count()) === 1) return name;
  }
  throw new Error('На первой странице нет ученика с неповторяющимся именем');
};

// Picks the entry `option` of the choice list labelled `label`.
export const choose = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
};
