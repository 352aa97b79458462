import { canSwap, minutesOf, moveToCell, timeOf } from '../../../resources/operations/schedule-slots';
import type { CabinetSchedule, ScheduleEntry } from '../../../resources/schedule';

// The grid's pure rules (operations.md §2 "Schedule grid", §4 "Schedule"): what is shown, what a drop does, and the
// optimistic arrangement while the server answers.

export const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];

// An empty selection is ignored (§5 "Filters"): every day, every cabinet.
export const visibleDays = (selected: readonly number[]) => {
  const kept = ALL_DAYS.filter((day) => selected.includes(day));
  return kept.length ? kept : ALL_DAYS;
};
export const visibleCabinets = <Cabinet extends { id: number }>(cabinets: readonly Cabinet[], selected: readonly number[]) => {
  const kept = cabinets.filter((cabinet) => selected.includes(cabinet.id));
  return kept.length ? kept : [...cabinets];
};

export const lessonsOf = (cabinets: readonly CabinetSchedule[]) => cabinets.flatMap((cabinet) => cabinet.classes);

export const cellLessons = (lessons: readonly ScheduleEntry[], cabinetId: number, dayOfWeek: number) =>
  lessons
    .filter((lesson) => lesson.cabinetId === cabinetId && lesson.dayOfWeek === dayOfWeek)
    .sort((left, right) => left.startTime.localeCompare(right.startTime) || left.id - right.id);

// dnd ids: a card is `lesson:<id>`, a cell `cell:<cabinetId>:<day>`
export const lessonDragId = (id: number) => `lesson:${id}`;
export const cellDropId = (cabinetId: number, dayOfWeek: number) => `cell:${cabinetId}:${dayOfWeek}`;
export type DropTarget = { kind: 'lesson'; id: number } | { kind: 'cell'; cabinetId: number; dayOfWeek: number };
export const parseDropId = (id: string | number | null | undefined): DropTarget | null => {
  const text = String(id ?? '');
  const lesson = /^lesson:(\d+)$/.exec(text);
  if (lesson) return { kind: 'lesson', id: Number(lesson[1]) };
  const cell = /^cell:(\d+):([0-6])$/.exec(text);
  return cell ? { kind: 'cell', cabinetId: Number(cell[1]), dayOfWeek: Number(cell[2]) } : null;
};

export type Drop =
  | { kind: 'none' }
  | { kind: 'unequal' } // a swap of lessons that do not last as long: refused in the browser
  | { kind: 'swap'; first: ScheduleEntry; second: ScheduleEntry }
  | { kind: 'move'; lesson: ScheduleEntry; cabinetId: number; dayOfWeek: number };

// A drop on another card swaps the two lessons' groups (each slot keeps its day, cabinet and times), only when both
// last as long; a drop on a cell moves the lesson there and keeps its times; a drop where it already is does nothing.
export const dropOf = (lessons: readonly ScheduleEntry[], lessonId: number, target: DropTarget | null): Drop => {
  const lesson = lessons.find((entry) => entry.id === lessonId);
  if (!lesson || !target) return { kind: 'none' };
  if (target.kind === 'lesson') {
    const other = lessons.find((entry) => entry.id === target.id);
    if (!other || other.id === lesson.id) return { kind: 'none' };
    if (other.schoolClassId === lesson.schoolClassId) return { kind: 'none' };
    return canSwap(lesson, other) ? { kind: 'swap', first: lesson, second: other } : { kind: 'unequal' };
  }
  if (target.cabinetId === lesson.cabinetId && target.dayOfWeek === lesson.dayOfWeek) return { kind: 'none' };
  return { kind: 'move', lesson, cabinetId: target.cabinetId, dayOfWeek: target.dayOfWeek };
};

const groupFields = (entry: ScheduleEntry) => ({
  schoolClassId: entry.schoolClassId,
  schoolClassName: entry.schoolClassName,
  subjectId: entry.subjectId,
  subjectName: entry.subjectName,
  teacherId: entry.teacherId,
  teacherName: entry.teacherName,
  color: entry.color,
  studentCount: entry.studentCount,
});

// The arrangement after a drop, shown before the server answers (and dropped again if it refuses).
export const applyDrop = (lessons: readonly ScheduleEntry[], drop: Drop): ScheduleEntry[] => {
  if (drop.kind === 'swap') {
    return lessons.map((entry) => {
      if (entry.id === drop.first.id) return { ...entry, ...groupFields(drop.second) };
      if (entry.id === drop.second.id) return { ...entry, ...groupFields(drop.first) };
      return entry;
    });
  }
  if (drop.kind === 'move') return lessons.map((entry) => (entry.id === drop.lesson.id ? moveToCell(entry, drop.cabinetId, drop.dayOfWeek) : entry));
  return [...lessons];
};

// Back into cabinets with their classes.
export const withLessons = (cabinets: readonly CabinetSchedule[], lessons: readonly ScheduleEntry[]): CabinetSchedule[] =>
  cabinets.map((cabinet) => ({ ...cabinet, classes: lessons.filter((lesson) => lesson.cabinetId === cabinet.id) }));

// A stored selection is a list of whole numbers, anything else is no selection.
export const isIdList = (value: unknown): value is number[] => Array.isArray(value) && value.every((item) => Number.isInteger(item));

// A lesson added from a free slot starts when the slot does and lasts 90 minutes, or less when the slot is shorter.
export const NEW_LESSON_MINUTES = 90;
export const newLessonTimes = (startTime: string, endTime: string) => {
  const start = minutesOf(startTime) ?? 0;
  const end = Math.min(minutesOf(endTime) ?? start, start + NEW_LESSON_MINUTES);
  return { startTime, endTime: timeOf(end) };
};
