import type { Locator, Page } from '@playwright/test';
import { expect } from './test';

// Space lifts the focused card, the right arrow carries it to the next column, Space drops it. Each step waits for
// the board's announcement: the keyboard sensor starts listening for arrows only after the lift has rendered, and
// measures the columns then, so a key pressed earlier is lost on a loaded machine.
export const keyboardMoveRight = async (page: Page, card: Locator, toColumn: string) => {
  const announcer = page.locator('[id^="DndLiveRegion"]');
  await card.focus();
  await page.keyboard.press('Space');
  await expect(announcer).toContainText('над колонкой');
  await page.keyboard.press('ArrowRight');
  await expect(announcer).toContainText(`над колонкой «${toColumn}»`);
  await page.keyboard.press('Space');
};
