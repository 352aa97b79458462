import type { Page } from '@playwright/test';

// The grid row whose cell reads exactly `text`.
export const gridRow = (page: Page, text: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: text, exact: true }) });

// The editor of a reference list's name, in the row being edited.
export const nameEditor = (page: Page) => page.getByRole('textbox', { name: 'Название' });

const cyrillic = 'абвгдежзиклмнопрстуфхцчшэюя';

// A name no earlier run (or retry) on the same database has used: "<prefix> <random Cyrillic letters>".
export const uniqueName = (prefix: string) =>
  `${prefix} ${Array.from({ length: 6 }, () => cyrillic[Math.floor(Math.random() * cyrillic.length)]).join('')}`;
