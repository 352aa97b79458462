import { describe, expect, it } from 'vitest';
import { CYCLE_TABS, cycleTabOf, scheduleText, schoolYearCategory } from './cycle-reports';

describe('schoolYearCategory', () => {
  it.each([
    ['Дошкольник', 'UNDER_5TH_GRADE'],
    ['1 класс', 'UNDER_5TH_GRADE'],
    ['4 класс', 'UNDER_5TH_GRADE'],
    ['5 класс', 'ABOVE_4TH_GRADE'],
    ['10 класс', 'ABOVE_4TH_GRADE'],
    ['11 класс', 'ABOVE_4TH_GRADE'],
    ['Взрослый', 'ABOVE_4TH_GRADE'],
    ['Студент', 'ABOVE_4TH_GRADE'],
  ])('%s → %s', (description, category) => expect(schoolYearCategory(description)).toBe(category));
});

describe('the 20 tabs', () => {
  it('run Цикл1, Цикл1(школа) … Цикл10(школа), the school tabs asking for UNDER_5TH_GRADE', () => {
    expect(CYCLE_TABS).toHaveLength(20);
    expect(CYCLE_TABS.slice(0, 3).map((tab) => tab.label)).toEqual(['Цикл1', 'Цикл1(школа)', 'Цикл2']);
    expect(CYCLE_TABS.at(-1)).toEqual({ key: '10-school', label: 'Цикл10(школа)', cycle: 10, category: 'UNDER_5TH_GRADE' });
    expect(CYCLE_TABS[2]).toEqual({ key: '2', label: 'Цикл2', cycle: 2, category: 'ABOVE_4TH_GRADE' });
  });
  it('reads a tab from the URL, the first one for anything else', () => {
    expect(cycleTabOf('3-school').label).toBe('Цикл3(школа)');
    expect(cycleTabOf('11').label).toBe('Цикл1');
    expect(cycleTabOf(null).label).toBe('Цикл1');
  });
});

describe('scheduleText', () => {
  it('names the weekdays in order and the dates of the cycle', () => {
    expect(scheduleText([4, 1, 1], '2026-02-02', '2026-02-23')).toBe('Пн, Чт · 02.02.2026–23.02.2026');
    expect(scheduleText([6], '2026-02-07', '2026-02-07')).toBe('Сб · 07.02.2026');
    expect(scheduleText([], null, null)).toBeNull();
  });
});
