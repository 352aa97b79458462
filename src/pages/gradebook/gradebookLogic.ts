import { ATTENDANCE_VALUES, type GradeType } from '../../../resources/grades';
import type { GradeCell } from '../../../resources/gradebook';
import { cycleDotColour } from '../../../resources/operations/gradebook-colours';

// The screen's pure rules (operations.md §2, §4, §9 "Gradebook"), tested in gradebookLogic.test.ts.

export const ZOOM_SIZES = [12, 14, 16, 18] as const;
export type ZoomSize = (typeof ZOOM_SIZES)[number];
export const zoomLabels: Record<ZoomSize, string> = { 12: 'Мелкий (12 px)', 14: 'Средний (14 px)', 16: 'Крупный (16 px)', 18: 'Очень крупный (18 px)' };

// Kept under 'gradebook-settings': zoom 14 px and only present students by default.
export type GradebookSettings = { zoom: ZoomSize; onlyPresent: boolean };
export const SETTINGS_KEY = 'gradebook-settings';
export const DEFAULT_SETTINGS: GradebookSettings = { zoom: 14, onlyPresent: true };

export const isGradebookSettings = (value: unknown): value is GradebookSettings => {
  if (typeof value !== 'object' || value === null) return false;
  const { zoom, onlyPresent } = value as Record<string, unknown>;
  return (ZOOM_SIZES as readonly unknown[]).includes(zoom) && typeof onlyPresent === 'boolean';
};

export const CYCLE_DOT_HEX = { green: '#389e0d', amber: '#faad14', grey: '#8c8c8c' } as const;
export const cycleDot = (cycle: number, currentCycle: number) => CYCLE_DOT_HEX[cycleDotColour(cycle, currentCycle)];

// The 'next cycle' item of the picker.
export const NEXT_CYCLE = 0;

export const cellKey = (studentId: number, lessonId: number, gradeType: GradeType) => `${studentId}:${lessonId}:${gradeType}`;
export type CellMap = ReadonlyMap<string, GradeCell>;
export const toCellMap = (grades: readonly GradeCell[]): CellMap => new Map(grades.map((grade) => [cellKey(grade.studentId, grade.lessonId, grade.gradeType), grade]));

// A copy with one cell replaced (or removed when it holds nothing); the other cells stay the same objects.
export const withCell = (cells: CellMap, cell: GradeCell): CellMap => {
  const next = new Map(cells);
  const key = cellKey(cell.studentId, cell.lessonId, cell.gradeType);
  if (cell.value === '' && cell.color === null && cell.gradeId === null) next.delete(key);
  else next.set(key, cell);
  return next;
};

// What a cell edit sends: trimmed, and for attendance only one of its values (otherwise nothing is saved).
export const editedValue = (gradeType: GradeType, text: string): string | null => {
  const trimmed = text.trim();
  if (gradeType !== 'attendance') return trimmed;
  return (ATTENDANCE_VALUES as readonly string[]).includes(trimmed) ? trimmed : null;
};

// A click in marking mode: a chosen colour goes onto a cell with a gradeId; with no colour chosen a coloured cell
// is cleared; anything else does nothing.
export const colourClick = (chosen: string | null, cell: Pick<GradeCell, 'gradeId' | 'color'> | undefined): { color: string | null } | null => {
  if (!cell || cell.gradeId === null) return null;
  if (chosen) return chosen === cell.color ? null : { color: chosen };
  return cell.color ? { color: null } : null;
};

// Dates: DD.MM.YYYY on the screen, YYYY-MM-DD to the server; null for anything that is no real day.
export const toDisplayDate = (isoDay: string | null) => (isoDay && /^\d{4}-\d{2}-\d{2}$/.test(isoDay) ? isoDay.split('-').reverse().join('.') : '');
export const toApiDay = (typed: string): string | null => {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(typed.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
};

// Enter saves (Shift+Enter is a line break in the theme; Ctrl+Enter in a homework), Escape cancels.
export type KeyIntent = 'save' | 'cancel' | 'newline' | 'none';
export const keyIntent = (event: { key: string; shiftKey: boolean; ctrlKey: boolean; metaKey?: boolean }, multiline: 'shift' | 'ctrl' | 'none'): KeyIntent => {
  if (event.key === 'Escape') return 'cancel';
  if (event.key !== 'Enter') return 'none';
  if (multiline === 'ctrl' && (event.ctrlKey || event.metaKey)) return 'newline';
  if (multiline === 'shift' && event.shiftKey) return 'newline';
  return 'save';
};

export const fillTemplate = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
