import { describe, expect, it } from 'vitest';
import { pages } from '../routes/pages';
import { accessOf, samplePages } from '../routes/testing-pages';
import { menuSections } from './menuSections';

const titles = (sections: ReturnType<typeof menuSections>) =>
  sections.map((section) => [section.title, section.pages.map((page) => page.title)]);

describe('menuSections', () => {
  it('gives OWNER the full menu in the spec order, without empty sections', () => {
    expect(titles(menuSections(samplePages, accessOf('OWNER'), true))).toEqual([
      ['Сервис', ['Рассылка']],
      ['Расписание', ['Расписание']],
      ['Отчеты', ['Отчеты']],
      ['Ученики', ['Оценки']],
      ['Внести оплату', ['Внести оплату']],
      ['Разное', ['Справочники']],
    ]);
  });

  it('gives TEACHER the reduced menu with only what the ability allows', () => {
    expect(titles(menuSections(samplePages, accessOf('TEACHER'), false))).toEqual([
      ['Расписание', ['Расписание']],
      ['Отчеты', ['Отчеты']],
      ['Оценки', ['Оценки']],
    ]);
  });

  it('hides a section whose pages the user may not open', () => {
    expect(titles(menuSections(samplePages, accessOf('USER'), false))).toEqual([['Расписание', ['Расписание']]]);
  });

  it('puts the settings page of the real registry under «Разное» for OWNER and ADMIN only', () => {
    // other screens join the registry over time: only the settings entry is asserted here
    expect(titles(menuSections(pages, accessOf('ADMIN'), true))).toContainEqual(['Разное', ['Справочники']]);
    expect(titles(menuSections(pages, accessOf('TEACHER'), false)).flatMap(([, entries]) => entries)).not.toContain(
      'Справочники',
    );
  });
});
