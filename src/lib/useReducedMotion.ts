import { useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const query = () => window.matchMedia?.(REDUCED_MOTION);

const subscribe = (onChange: () => void) => {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};

// Whether the person asked their system for less motion (WCAG 2.3.3). The theme turns antd's animations off
// then: drawers, dialogs, menus and toasts appear at once. It follows a change of the setting while the app runs.
export const useReducedMotion = () => useSyncExternalStore(subscribe, () => query()?.matches ?? false, () => false);
