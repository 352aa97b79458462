import { isPlainObject } from '../../../lib/useLocalStorageState';

// operations.md §2 "Trial lessons": student, group, subject, class, lesson date, the three marks, lesson number.
// sortField: the list's field the server sorts by (docs/api-operations.md), where the column sorts.
export const TRIAL_COLUMNS = [
  { key: 'studentName', title: 'Ученик', width: 220, sortField: 'studentName' },
  { key: 'schoolClassName', title: 'Группа', width: 180, sortField: 'schoolClassName' },
  { key: 'subjectName', title: 'Предмет', width: 150, sortField: 'subjectName' },
  { key: 'schoolYearName', title: 'Класс', width: 120, sortField: 'schoolYearName' },
  { key: 'lessonDate', title: 'Дата занятия', width: 130, sortField: 'lessonDate' },
  { key: 'attendanceGrade', title: 'Посещение', width: 130, sortField: 'attendanceGrade' },
  { key: 'classworkGrade', title: 'Работа на уроке', width: 140, sortField: 'classworkGrade' },
  { key: 'homeworkGrade', title: 'Домашнее задание', width: 150, sortField: 'homeworkGrade' },
  { key: 'lessonNumber', title: 'Номер урока', width: 110, sortField: 'lessonNumber' },
] as const;

export type TrialColumnKey = (typeof TRIAL_COLUMNS)[number]['key'];
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
