import { describe, expect, it } from 'vitest';
import type { GradeCell } from '../../../resources/gradebook';
import {
  cellKey,
  colourClick,
  cycleDot,
  DEFAULT_SETTINGS,
  editedValue,
  fillTemplate,
  isGradebookSettings,
  keyIntent,
  toApiDay,
  toCellMap,
  toDisplayDate,
  withCell,
} from './gradebookLogic';

const cell = (overrides: Partial<GradeCell> = {}): GradeCell => ({ studentId: 1, lessonId: 2, gradeType: 'classwork', value: '5', color: null, gradeId: 9, ...overrides });

describe('gradebook screen rules', () => {
  it('colours the cycle dots: green current, amber later, grey earlier', () => {
    expect(cycleDot(3, 3)).toBe('#389e0d');
    expect(cycleDot(4, 3)).toBe('#faad14');
    expect(cycleDot(2, 3)).toBe('#8c8c8c');
  });

  it.each([
    ['attendance', ' + ', '+'],
    ['attendance', '+(опоздание)', '+(опоздание)'],
    ['attendance', '-', '-'],
    ['attendance', '', ''],
    ['attendance', '5', null],
    ['classwork', ' 5 ', '5'],
    ['homework', '', ''],
  ] as const)('%s cell typed %j saves %j', (gradeType, typed, saved) => {
    expect(editedValue(gradeType, typed)).toBe(saved);
  });

  it('applies a chosen colour to a graded cell and clears a coloured one with no colour chosen', () => {
    expect(colourClick('#52c41a', cell())).toEqual({ color: '#52c41a' });
    expect(colourClick('#52c41a', cell({ gradeId: null }))).toBeNull();
    expect(colourClick('#52c41a', undefined)).toBeNull();
    expect(colourClick('#52c41a', cell({ color: '#52c41a' }))).toBeNull();
    expect(colourClick(null, cell({ color: '#f5222d' }))).toEqual({ color: null });
    expect(colourClick(null, cell())).toBeNull();
  });

  it('replaces one cell and keeps the others as they were', () => {
    const first = cell();
    const second = cell({ lessonId: 3, gradeId: 10 });
    const cells = toCellMap([first, second]);
    const next = withCell(cells, { ...first, value: '4' });
    expect(next.get(cellKey(1, 2, 'classwork'))?.value).toBe('4');
    expect(next.get(cellKey(1, 3, 'classwork'))).toBe(second);
    expect(cells.get(cellKey(1, 2, 'classwork'))?.value).toBe('5');
    expect(withCell(cells, { ...first, value: '', gradeId: null }).has(cellKey(1, 2, 'classwork'))).toBe(false);
  });

  it('shows dates as DD.MM.YYYY and sends them as YYYY-MM-DD', () => {
    expect(toDisplayDate('2026-10-05')).toBe('05.10.2026');
    expect(toDisplayDate(null)).toBe('');
    expect(toApiDay('05.10.2026')).toBe('2026-10-05');
    expect(toApiDay('5.1.2026')).toBe('2026-01-05');
    expect(toApiDay('31.02.2026')).toBeNull();
    expect(toApiDay('2026-10-05')).toBeNull();
  });

  it('reads Enter, Shift+Enter, Ctrl+Enter and Escape', () => {
    const key = (key: string, extra: Partial<{ shiftKey: boolean; ctrlKey: boolean }> = {}) => ({ key, shiftKey: false, ctrlKey: false, ...extra });
    expect(keyIntent(key('Enter'), 'shift')).toBe('save');
    expect(keyIntent(key('Enter', { shiftKey: true }), 'shift')).toBe('newline');
    expect(keyIntent(key('Enter', { ctrlKey: true }), 'ctrl')).toBe('newline');
    expect(keyIntent(key('Enter', { shiftKey: true }), 'ctrl')).toBe('save');
    expect(keyIntent(key('Escape'), 'none')).toBe('cancel');
    expect(keyIntent(key('a'), 'none')).toBe('none');
  });

  it('keeps settings only in their own shape, 14 px and only present by default', () => {
    expect(DEFAULT_SETTINGS).toEqual({ zoom: 14, onlyPresent: true });
    expect(isGradebookSettings({ zoom: 18, onlyPresent: false })).toBe(true);
    expect(isGradebookSettings({ zoom: 15, onlyPresent: true })).toBe(false);
    expect(isGradebookSettings({ zoom: 12 })).toBe(false);
    expect(isGradebookSettings(null)).toBe(false);
  });

  it('fills the spec texts', () => {
    expect(fillTemplate('Вы уверены, что хотите удалить ученика {name} из группы?', { name: 'Иванов Петя' })).toBe(
      'Вы уверены, что хотите удалить ученика Иванов Петя из группы?',
    );
  });
});
