import { describe, expect, it } from 'vitest';
import { isColumnFlags, isColumnWidths, shownColumns, TRIAL_COLUMNS, widthOf } from './trialColumns';

describe('trial lesson columns', () => {
  it('are the spec columns, all shown at first', () => {
    expect(shownColumns({}).map((column) => column.title)).toEqual([
      'Ученик',
      'Группа',
      'Предмет',
      'Класс',
      'Дата занятия',
      'Посещение',
      'Работа на уроке',
      'Домашнее задание',
      'Номер урока',
    ]);
  });

  it('hide what is stored as hidden, but never all of them', () => {
    expect(shownColumns({ subjectName: false, lessonNumber: false }).map((column) => column.key)).not.toContain('subjectName');
    const allHidden = Object.fromEntries(TRIAL_COLUMNS.map((column) => [column.key, false]));
    expect(shownColumns(allHidden)).toHaveLength(1);
  });

  it('take a stored width only when it is sensible', () => {
    expect(widthOf({ studentName: 300 }, 'studentName')).toBe(300);
    expect(widthOf({ studentName: 10 }, 'studentName')).toBe(220);
    expect(widthOf({}, 'lessonDate')).toBe(130);
  });

  it('read back only well-formed stored settings', () => {
    expect(isColumnFlags({ studentName: false })).toBe(true);
    expect(isColumnFlags({ studentName: 'no' })).toBe(false);
    expect(isColumnWidths({ studentName: 200 })).toBe(true);
    expect(isColumnWidths([200])).toBe(false);
  });
});
