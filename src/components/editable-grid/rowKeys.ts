import type { KeyboardEvent } from 'react';

// Keys typed in a popup (a colour or date panel, which React bubbles to the row through its portal) or in an
// open choice list are theirs, and Enter on a button presses that button: none of them saves or cancels a row.
export const keyBelongsElsewhere = (event: KeyboardEvent) => {
  const target = event.target as HTMLElement;
  if (!event.currentTarget.contains(target)) return true;
  if (event.defaultPrevented || target.getAttribute('aria-expanded') === 'true') return true;
  return event.key === 'Enter' && !!target.closest('button');
};
