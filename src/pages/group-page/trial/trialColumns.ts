import { trialClasses } from '../../../../resources/trial-classes';
import { isPlainObject } from '../../../lib/useLocalStorageState';

// operations.md §2 "Trial lessons": student, group, subject, class, lesson date, the three marks, lesson number,
// with the titles and widths of the declaration (which the Excel export heads its columns with). sortField: the
// list's field the server sorts by (docs/api-operations.md), where the column sorts.
const TRIAL_COLUMN_KEYS = [
  'studentName',
  'schoolClassName',
  'subjectName',
  'schoolYearName',
  'lessonDate',
  'attendanceGrade',
  'classworkGrade',
  'homeworkGrade',
  'lessonNumber',
] as const;

export type TrialColumnKey = (typeof TRIAL_COLUMN_KEYS)[number];

export const TRIAL_COLUMNS = TRIAL_COLUMN_KEYS.map((key) => {
  const field = trialClasses.fields[key]!;
  return { key, title: field.label, width: field.column?.width ?? 140, sortField: key };
});
export type ColumnFlags = Record<string, boolean>;
export type ColumnWidths = Record<string, number>;

export const MIN_WIDTH = 60;

export const isColumnFlags = (value: unknown): value is ColumnFlags =>
  isPlainObject(value) && Object.values(value).every((flag) => typeof flag === 'boolean');
export const isColumnWidths = (value: unknown): value is ColumnWidths =>
  isPlainObject(value) && Object.values(value).every((width) => typeof width === 'number' && Number.isFinite(width));

// The columns shown: all but those stored as hidden; at least one always stays.
export const shownColumns = (flags: ColumnFlags) => {
  const shown = TRIAL_COLUMNS.filter((column) => flags[column.key] !== false);
  return shown.length > 0 ? shown : TRIAL_COLUMNS.slice(0, 1);
};

// A stored width when it is a sensible one, else the column's own.
export const widthOf = (widths: ColumnWidths, key: TrialColumnKey) => {
  const stored = widths[key];
  const column = TRIAL_COLUMNS.find((candidate) => candidate.key === key)!;
  return typeof stored === 'number' && stored >= MIN_WIDTH && stored <= 2000 ? Math.round(stored) : column.width;
};
