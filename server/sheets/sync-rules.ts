import type { SheetSyncErrorKind } from '../db/schema/sheet-sync-errors';
import { TEACHER_FIRST_STUDENT_ROW, TEACHER_HEADER_ROW } from './report-layout';

// What the sync reads of the teacher's tab and the problems it finds there (docs/operations.md "Spreadsheet
// reports"). Pure: the service reads the sheet and the database, these decide.

export type TeacherTab = {
  cycleCell: string; // B1 as written
  cycle: number | null; // B1 read as a cycle number, or null when it is none
  students: { name: string; marks: Map<number, string> }[]; // rows with a name in column A; marks by lesson number
  lessonNumbers: number[]; // lessons that have a header column
};

export type SheetProblem =
  | { kind: Extract<SheetSyncErrorKind, 'NO_UPDATE'>; lessonNumbers: number[] }
  | { kind: Extract<SheetSyncErrorKind, 'STUDENT_NOT_FOUND'>; studentName: string }
  | { kind: Extract<SheetSyncErrorKind, 'WRONG_CYCLE'>; cycleNumber: number | null };

const cellText = (value: unknown) => (value === undefined || value === null ? '' : String(value)).trim();

// B1: a whole number, optionally with the word 'Цикл' or '№' before it ('3', 'Цикл 3', '№3'); anything else is no cycle.
export const readCycleCell = (text: string): number | null => {
  const match = /^(?:цикл\s*)?(?:№\s*)?(\d{1,4})$/i.exec(text.trim());
  return match ? Number(match[1]) : null;
};

// A lesson header: 'Урок 3', 'урок №3', '3' or 'Урок 3 (12.09)'; the first whole number after an optional 'Урок'.
export const readLessonHeader = (text: string): number | null => {
  const match = /^(?:урок\s*)?(?:№\s*)?(\d{1,3})(?!\d)/i.exec(text.trim());
  if (!match) return null;
  const number = Number(match[1]);
  return number >= 1 ? number : null;
};

// The tab as the API answers it: rows of cells, trailing empty cells and rows left out.
export const readTeacherTab = (values: readonly (readonly unknown[])[]): TeacherTab => {
  const cycleCell = cellText(values[0]?.[1]);
  const header = values[TEACHER_HEADER_ROW - 1] ?? [];
  const columns = new Map<number, number>(); // column index → lesson number; the first column of a number wins
  header.forEach((cell, column) => {
    if (column === 0) return;
    const number = readLessonHeader(cellText(cell));
    if (number !== null && ![...columns.values()].includes(number)) columns.set(column, number);
  });
  const students = values.slice(TEACHER_FIRST_STUDENT_ROW - 1).flatMap((row) => {
    const name = cellText(row[0]);
    if (name === '') return [];
    const marks = new Map<number, string>();
    for (const [column, number] of columns) marks.set(number, cellText(row[column]));
    return [{ name, marks }];
  });
  return { cycleCell, cycle: readCycleCell(cycleCell), students, lessonNumbers: [...columns.values()].sort((a, b) => a - b) };
};

// Names match whatever the case, the spaces, ё/е and the order of the words ('Иванова Мария' = 'мария  иванова').
export const nameKey = (name: string) =>
  name
    .toLowerCase()
    .replaceAll('ё', 'е')
    .split(/[\s\u00a0]+/)
    .filter(Boolean)
    .sort()
    .join(' ');

// Lessons of the current cycle that are over: dated before the centre's today (a lesson of today may still be
// going on, so it is due from the next day). An undated lesson is not due.
export const pastLessonNumbers = (lessons: readonly { lessonNumber: number; lessonDate: string | null }[], today: string) =>
  lessons
    .filter((lesson) => lesson.lessonDate !== null && lesson.lessonDate < today)
    .map((lesson) => lesson.lessonNumber)
    .sort((a, b) => a - b);

export type SyncInput = {
  tab: TeacherTab;
  groupCycle: number;
  groupStudentNames: readonly string[]; // the group's present students
  pastLessons: readonly number[];
};

// The rules:
// - WRONG_CYCLE: B1 is not the group's current cycle (or is no number: cycleNumber null). Then the marks belong to
//   another cycle, so NO_UPDATE is not judged until the cycle is put right.
// - STUDENT_NOT_FOUND: one row per distinct name in column A that is no present student of the group.
// - NO_UPDATE: a past lesson of the cycle whose column is missing or holds no mark in any student's row (one row
//   for the group, naming those lessons). A lesson counts as filled by any mark, '-' included.
export const sheetProblems = ({ tab, groupCycle, groupStudentNames, pastLessons }: SyncInput): SheetProblem[] => {
  const problems: SheetProblem[] = [];
  const wrongCycle = tab.cycle !== groupCycle;
  if (wrongCycle) problems.push({ kind: 'WRONG_CYCLE', cycleNumber: tab.cycle });
  const known = new Set(groupStudentNames.map(nameKey));
  const reported = new Set<string>();
  for (const student of tab.students) {
    const key = nameKey(student.name);
    if (known.has(key) || reported.has(key)) continue;
    reported.add(key);
    problems.push({ kind: 'STUDENT_NOT_FOUND', studentName: student.name.replace(/\s+/g, ' ') });
  }
  if (!wrongCycle) {
    const unfilled = pastLessons.filter((number) => !tab.students.some((student) => (student.marks.get(number) ?? '') !== ''));
    if (unfilled.length > 0) problems.push({ kind: 'NO_UPDATE', lessonNumbers: unfilled });
  }
  return problems;
};

// The spreadsheet id of a Google Sheets link (https://docs.google.com/spreadsheets/d/<id>/edit…), or undefined.
export const spreadsheetIdOf = (url: string | null | undefined): string | undefined => {
  if (!url) return undefined;
  const match = /\/spreadsheets\/d\/([A-Za-z0-9_-]{10,})/.exec(url);
  return match?.[1];
};
