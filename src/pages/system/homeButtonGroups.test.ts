import { describe, expect, it } from 'vitest';
import { pages } from '../../routes/pages';
import { accessOf, samplePages } from '../../routes/testing-pages';
import { homeButtonGroups } from './homeButtonGroups';

const shown = (groups: ReturnType<typeof homeButtonGroups>) =>
  groups.map((group) => [group.title, group.pages.map((page) => page.title)]);

describe('homeButtonGroups', () => {
  it('shows the groups in the order of core.md §2.3, each with the screens the user may open', () => {
    expect(shown(homeButtonGroups(samplePages, accessOf('OWNER')))).toEqual([
      ['Финансы и персонал', ['Внести оплату']],
      ['Учебный центр', ['Отчеты', 'Оценки']],
      ['CRM и бот', ['Рассылка', 'Расписание', 'Справочники']],
    ]);
  });

  it('leaves out a group with no button for the user', () => {
    expect(shown(homeButtonGroups(samplePages, accessOf('USER')))).toEqual([['CRM и бот', ['Расписание']]]);
  });

  it('shows the settings page of the real registry to those who manage reference lists', () => {
    // other screens join the registry over time: only the settings button is asserted here
    const buttons = (groups: ReturnType<typeof homeButtonGroups>) => shown(groups).flatMap(([, titles]) => titles);
    const crm = shown(homeButtonGroups(pages, accessOf('OWNER'))).find(([title]) => title === 'CRM и бот');
    expect(crm?.[1]).toContain('Справочники');
    // issue 11: the service tools sit beside it for those who manage Service
    expect(crm?.[1]).toEqual(expect.arrayContaining(['Рассылка', 'Таблицы ошибок', 'Добавить в CRM', 'Сообщения бота']));
    expect(buttons(homeButtonGroups(pages, accessOf('TEACHER')))).not.toContain('Справочники');
    expect(buttons(homeButtonGroups(pages, accessOf('none')))).not.toContain('Справочники');
  });
});
