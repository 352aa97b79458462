import type { Locator, Page } from '@playwright/test';
import { expect } from './test';

// dnd-kit's keyboard sensor starts listening for arrows in a timer it sets on the lift (`setTimeout` in
// KeyboardSensor.attach), which a loaded machine can run after the lift's announcement has rendered: an arrow pressed
// in between is lost. A timer set in the page after the announcement runs after the sensor's.
export const keyboardSensorListening = (page: Page) => page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));

// Space lifts the focused card, the right arrow carries it to the next column, Space drops it. Each step waits for
// the board's announcement: the keyboard sensor measures the columns when the lift has rendered, so a key pressed
// earlier is lost on a loaded machine.
export const keyboardMoveRight = async (page: Page, card: Locator, toColumn: string) => {
  const announcer = page.locator('[id^="DndLiveRegion"]');
  await card.focus();
  await page.keyboard.press('Space');
  await expect(announcer).toContainText('над колонкой');
  await keyboardSensorListening(page);
  await page.keyboard.press('ArrowRight');
  await expect(announcer).toContainText(`над колонкой «${toColumn}»`);
  await page.keyboard.press('Space');
};
