import type { Locator, Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { signInAs } from './helpers/auth';
import { keyboardSensorListening } from './helpers/board';

// operations.md §2 "Schedule grid", §4 "Schedule"; issue 10: add a lesson from a free slot, see the overlap warning,
// move a lesson to another cell and swap two lessons (mouse and keyboard), kept after a reload; a user reads only.
const PATH = '/service/class-schedule';
const cell = (page: Page, cabinetId: number, day: number) => page.getByTestId(`schedule-cell-${cabinetId}-${day}`);
const cards = (scope: Page | Locator) => scope.getByTestId('schedule-card');

// in the middle of the window, away from the edges where a drag scrolls the page
const centre = (locator: Locator) => locator.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'center' }));

// a mouse drag beyond the 8 px activation distance, in steps so that dnd-kit sees the pointer move
const drag = async (page: Page, from: Locator, to: Locator) => {
  const source = (await from.boundingBox())!;
  const target = (await to.boundingBox())!;
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(source.x + source.width / 2 + 12, source.y + source.height / 2, { steps: 4 });
  await page.mouse.move(target.x + target.width / 2, target.y + Math.min(target.height / 2, 30), { steps: 12 });
  await page.mouse.up();
};

test('an admin adds a lesson from a free slot, sees the overlap warning, moves and swaps lessons, and finds them kept', async ({ page }) => {
  await signInAs(page, 'admin', PATH);
  await expect(page.getByRole('table', { name: 'Расписание' })).toBeVisible();

  // the demo overlap on Sunday in Кабинет 1: two cards outlined, each with the warning
  const overlapping = page.locator('[data-overlap]');
  await expect(overlapping).toHaveCount(2);
  await overlapping.first().hover();
  await expect(page.getByRole('tooltip').filter({ hasText: 'Занятие пересекается с другим в этом кабинете' })).toBeVisible();

  // add a lesson on Sunday in the online room, from its free slot
  const online = cell(page, 5, 6);
  await online.getByRole('button', { name: /Добавить занятие Воскресенье 09:00/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Добавить занятие' });
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog.getByText('Выберите класс')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Группа' }).click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden):not([class*="-leave"])').getByText('Информатика 7А', { exact: true }).click();
  await expect(dialog.getByLabel('Предмет')).toHaveValue('Информатика');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  await expect(cards(online)).toHaveCount(1);
  await expect(cards(online)).toContainText('09:00–10:30');
  await expect(cards(online)).toContainText('Информатика 7А');
  await expect(cards(online)).toContainText(/\d+ учени(к|ка|ков)/);

  // Monday and Tuesday only (the days menu's key), so that both ends of each drag are on screen
  await page.evaluate(() => localStorage.setItem('selectedDays', '[0,1]'));
  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Среда' })).toHaveCount(0);

  // move with the mouse: Кабинет 2's Monday 10:00 lesson to Tuesday, keeping its times
  const nameOf = async (card: Locator) => (await card.locator('div').nth(1).innerText()).trim();
  const at = (cabinetId: number, day: number, times: string) => cards(cell(page, cabinetId, day)).filter({ hasText: times });
  // a drop shows at once and is settled when the grid has read the schedule again: the next step starts after that
  const reread = () => page.waitForResponse((response) => response.url().includes('/api/schedule/full-schedule') && response.ok());
  const moving = at(2, 0, '10:00–11:30');
  await centre(moving);
  const moved = await nameOf(moving);
  const moveSettled = reread();
  await drag(page, moving, cell(page, 2, 1));
  await moveSettled;
  await expect(cards(cell(page, 2, 1)).filter({ hasText: moved })).toContainText('10:00–11:30');
  await expect(cards(cell(page, 2, 0)).filter({ hasText: moved })).toHaveCount(0);

  // swap with the mouse: Кабинет 1's Monday 12:00 lesson onto its Tuesday 12:00 one (both 90 minutes)
  const monday = at(1, 0, '12:00–13:30');
  const tuesday = at(1, 1, '12:00–13:30');
  await centre(monday);
  const [mondayName, tuesdayName] = [await nameOf(monday), await nameOf(tuesday)];
  const swapSettled = reread();
  await drag(page, monday, tuesday);
  await swapSettled;
  await expect(at(1, 0, '12:00–13:30')).toContainText(tuesdayName);
  await expect(at(1, 1, '12:00–13:30')).toContainText(mondayName);

  // the keyboard: pick Monday's 14:00 lesson up with Space, arrow to the right (Tuesday), put it down with Space
  const keyed = at(1, 0, '14:00–15:30');
  const keyedName = await nameOf(keyed);
  await centre(keyed);
  await keyed.focus();
  // lifted and put down again without an arrow, it stays where it was and nothing is sent
  // (the live region tells in Russian what happens: each key waits for the drag to have answered the previous one)
  const announcer = page.locator('[id^="DndLiveRegion"]');
  const writes: string[] = [];
  page.on('request', (request) => void (request.method() !== 'GET' && request.url().includes('/api/') && writes.push(request.url())));
  const ownCell = `«${keyedName}, Понедельник 14:00–15:30»: под ним ячейка «Кабинет 1, Понедельник».`;
  await page.keyboard.press('Space');
  await expect(announcer).toContainText(ownCell);
  await page.keyboard.press('Space');
  await expect(announcer).toContainText('возвращено на место.');
  await expect(at(1, 0, '14:00–15:30')).toContainText(keyedName);
  expect(writes).toEqual([]);
  await keyed.focus();
  await page.keyboard.press('Space');
  await expect(announcer).toContainText(ownCell);
  await keyboardSensorListening(page);
  await page.keyboard.press('ArrowRight');
  await expect(announcer).toContainText(/под ним (занятие «[^»]*Вторник|ячейка «Кабинет 1, Вторник»)/);
  await page.keyboard.press('Space');
  // it lands on Tuesday: on the nearest card there (a swap: each keeps its slot) or in the cell (a move)
  await expect(cards(cell(page, 1, 1)).filter({ hasText: keyedName })).toHaveCount(1);
  await expect(cards(cell(page, 1, 0)).filter({ hasText: keyedName })).toHaveCount(0);
  const keyedTimes = (await cards(cell(page, 1, 1)).filter({ hasText: keyedName }).innerText()).split('\n')[0];

  await page.evaluate(() => localStorage.removeItem('selectedDays'));
  await page.reload();
  await expect(cards(online).filter({ hasText: 'Информатика 7А' })).toBeVisible();
  await expect(cards(cell(page, 2, 1)).filter({ hasText: moved })).toContainText('10:00–11:30');
  await expect(at(1, 0, '12:00–13:30')).toContainText(tuesdayName);
  await expect(at(1, 1, '12:00–13:30')).toContainText(mondayName);
  await expect(cards(cell(page, 1, 1)).filter({ hasText: keyedName })).toContainText(keyedTimes);
  await expect(cards(cell(page, 1, 0)).filter({ hasText: keyedName })).toHaveCount(0);
});

test('the day and cabinet menus are kept in the browser', async ({ page }) => {
  await signInAs(page, 'admin', PATH);
  await page.getByRole('combobox', { name: 'Дни недели' }).click();
  const open = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden):not([class*="-leave"])');
  // all seven are chosen by default: take Sunday out
  await open.getByText('Воскресенье', { exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('columnheader', { name: 'Воскресенье' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Понедельник' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Воскресенье' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('selectedDays'))).toBe('[0,1,2,3,4,5]');
});

test('a user without update Schedule reads the grid without add buttons', async ({ page }) => {
  await signInAs(page, 'user', PATH);
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Добавить занятие/ })).toHaveCount(0);
});
