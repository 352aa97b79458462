import { describe, expect, it } from 'vitest';
import { paletteMatches } from './paletteMatches';

const actions = [
  { id: 'home', name: 'Главная', section: 'Страницы' },
  { id: 'settings', name: 'Справочники', section: 'Страницы', keywords: 'Разное' },
  { id: 'students', name: 'Ученики', section: 'Страницы', keywords: 'Ученики' },
  { id: 'theme', name: 'Переключить тему', section: 'Команды', keywords: 'тема тёмная светлая' },
  { id: 'child', name: 'Справочники: города', section: 'Страницы', parent: 'settings' },
];

describe('paletteMatches', () => {
  it('lists every top-level action under its section when nothing is typed', () => {
    expect(paletteMatches(actions, '').map((item) => (typeof item === 'string' ? item : item.id))).toEqual([
      'Страницы', 'home', 'settings', 'students', 'Команды', 'theme',
    ]);
  });

  it.each([
    ['Справочники', ['Страницы', 'settings']],
    ['справ', ['Страницы', 'settings']],
    ['разное', ['Страницы', 'settings']],
    ['тёмная тема', ['Команды', 'theme']],
    ['нет такого', []],
  ])('"%s" → %j', (search, expected) => {
    expect(paletteMatches(actions, search).map((item) => (typeof item === 'string' ? item : item.id))).toEqual(expected);
  });
});
