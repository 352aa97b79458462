import { describe, expect, it, vi } from 'vitest';
import { accessOf, samplePages } from '../routes/testing-pages';
import { COMMANDS_SECTION, PAGES_SECTION, paletteActions } from './paletteActions';

const commands = () => ({ go: vi.fn(), toggleTheme: vi.fn(), signOut: vi.fn() });

describe('paletteActions', () => {
  it('offers the pages the user may open, then the theme and sign-out', () => {
    const actions = paletteActions(samplePages, accessOf('TEACHER'), commands());
    expect(actions.map((action) => [action.section, action.name])).toEqual([
      [PAGES_SECTION, 'Главная'],
      [PAGES_SECTION, 'Расписание'],
      [PAGES_SECTION, 'Отчеты'],
      [PAGES_SECTION, 'Оценки'],
      [COMMANDS_SECTION, 'Переключить тему'],
      [COMMANDS_SECTION, 'Выйти'],
    ]);
  });

  it('leaves out a page whose path needs parameters it has no link for (a student card)', () => {
    const names = paletteActions(samplePages, accessOf('OWNER'), commands()).map((action) => action.name);
    expect(names).not.toContain('Карточка ученика');
    expect(names).toContain('Справочники');
  });

  it('goes to the link of a page, toggles the theme and signs out', () => {
    const handlers = commands();
    const actions = paletteActions(samplePages, accessOf('OWNER'), handlers);
    const byName = (name: string) => actions.find((action) => action.name === name)!;
    byName('Справочники').perform!(undefined as never);
    byName('Переключить тему').perform!(undefined as never);
    byName('Выйти').perform!(undefined as never);
    expect(handlers.go).toHaveBeenCalledWith('/settings/client-statuses');
    expect(handlers.toggleTheme).toHaveBeenCalledOnce();
    expect(handlers.signOut).toHaveBeenCalledOnce();
  });

  it('gives every action a unique id', () => {
    const ids = paletteActions(samplePages, accessOf('OWNER'), commands()).map((action) => action.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
