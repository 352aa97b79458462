import { seriousViolations } from './helpers/axe';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './helpers/test';
import { signInAs } from './helpers/auth';
import { uniqueName } from './helpers/grid';
import { sideMenu } from './helpers/menu';
import { studentRow, uniquelyNamedStudent } from './helpers/students';

// /service/add-to-crm (issue 11): a new admin imports a spreadsheet of applications; one row repeats a demo
// student, and the preview flags it before anything is written.
test.use({ viewport: { width: 1600, height: 1000 } });

const spreadsheet = async (rows: (string | null)[][]) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Заявки');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

const PHONE = /\+7-\d{3}-\d{3}-\d{2}-\d{2}/;
const dropFile = (page: Page, name: string, buffer: Buffer) =>
  page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });

test('an admin imports applications from an .xlsx, sees the demo student it repeats before writing, and skips it', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  await signInAs(page, 'admin', '/students/table');
  const student = await uniquelyNamedStudent(page);
  const studentPhone = (await studentRow(page, student).innerText()).match(PHONE)?.[0] ?? '';
  const fresh = uniqueName('Импортова');

  await sideMenu(page).getByText('Сервис', { exact: true }).click();
  await sideMenu(page).getByRole('menuitem', { name: 'Добавить в CRM' }).click();
  await expect(page).toHaveURL(/\/service\/add-to-crm$/);
  await expect(page.getByRole('heading', { name: 'Добавить в CRM' })).toBeVisible();
  await expect(page.getByText('Перетащите файл сюда или нажмите, чтобы выбрать')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Скачать шаблон' }).click();
  expect((await download).suggestedFilename()).toBe('Шаблон импорта заявок.xlsx');
  // the pointer off the button: its hover shade is antd's, not this page's (axe reads what is on screen)
  await page.mouse.move(0, 0);

  // the duplicate is written another way: upper case, the phone as a plain number
  const file = await spreadsheet([
    ['ФИО', 'Телефон', 'Родитель', 'Класс', 'Предметы', 'Канал'],
    [fresh, '89035550123', 'Импортова Вера', '6 класс', 'Математика, Физика', 'Сайт центра'],
    [student.toUpperCase(), studentPhone.replace(/\D/g, ''), null, '7', 'Химия', null],
  ]);
  await dropFile(page, 'заявки.xlsx', file);

  await expect(page.getByText('Всего: 2 строки, без ошибок: 2, с ошибками: 0, дубликатов: 1')).toBeVisible();
  const duplicateRow = page.getByRole('row').filter({ hasText: student.toUpperCase() });
  await expect(duplicateRow.getByText('Уже в CRM')).toBeVisible();
  await expect(duplicateRow.getByRole('link', { name: new RegExp(`^Ученик №\\d+: ${student}`) })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: fresh }).getByText('Уже в CRM')).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Пропустить дубликаты' })).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('crm-import-preview.png'), fullPage: true });

  await page.getByRole('button', { name: 'Импортировать' }).click();
  const dialog = page.getByRole('dialog', { name: 'Будет записано в CRM: 1 заявка' });
  await expect(dialog.getByText('Пропускается 1 дубликат.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Импортировать' }).click();
  // the result stays on the page (the toast with the same words goes away by itself)
  const result = page.locator('.ant-alert').filter({ hasText: 'Импорт завершён: добавлено — 1 заявка, пропущено дубликатов — 1' });
  await expect(result).toBeVisible();
  await expect(page.getByRole('button', { name: 'Импортировать' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('crm-import-done.png'), fullPage: true });

  await result.getByRole('link', { name: 'Открыть список' }).click();
  await expect(page).toHaveURL(/\/clients\/table/);
  await page.getByLabel('Поиск').fill(fresh);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: fresh, exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Новая заявка')).toBeVisible();
  await expect(row.getByText('Импортова Вера')).toBeVisible();
  await page.getByLabel('Поиск').fill(student);
  await expect(page.getByRole('row').filter({ has: page.getByRole('link', { name: student, exact: true }) })).toHaveCount(0);
});

test('rows with errors block the import and say what is wrong in each cell', async ({ page }, testInfo) => {
  await signInAs(page, 'admin', '/service/add-to-crm?kind=students');
  await expect(page.getByRole('radio', { name: 'Ученики' })).toBeChecked();
  const csv = Buffer.from('ФИО;Телефон;Класс;Город\nпетров пётр;12345;5 класс;Тверь\nСидоров Сидор;;Взрослый;\n');
  await page.locator('input[type="file"]').setInputFiles({ name: 'ученики.csv', mimeType: 'text/csv', buffer: csv });
  await expect(page.getByText('Импорт невозможен: в файле есть строки с ошибками (1). Исправьте их в файле и загрузите его снова.')).toBeVisible();
  const bad = page.getByRole('row').filter({ hasText: 'петров пётр' });
  await expect(bad.getByText('Имя ученика должно начинаться с большой буквы')).toBeVisible();
  await expect(bad.getByText('Некорректный номер телефона')).toBeVisible();
  await expect(bad.getByText('Город «Тверь» не найден в справочнике')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Импортировать' })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('crm-import-errors.png'), fullPage: true });

  await page.getByRole('button', { name: 'Загрузить другой файл' }).click();
  await page.locator('input[type="file"]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13]) });
  await expect(page.getByText('Не удалось прочитать файл: нужна таблица .xlsx или .csv (UTF-8, разделитель «;» или «,»)')).toBeVisible();
});
