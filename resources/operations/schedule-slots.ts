// operations.md §2 "Schedule grid", §4: free slots of a cabinet's day, overlaps, and what a drop does.
// Times are 'HH:mm' (00:00–23:59); a cell is one cabinet on one weekday (0 Monday … 6 Sunday).

export const SCHEDULE_DAY_START = '09:00';
export const SCHEDULE_DAY_END = '21:00';
export const MIN_FREE_SLOT_MINUTES = 30;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

// Minutes since midnight, or null for anything that is not 'HH:mm' within a day.
export const minutesOf = (time: string): number | null => {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

export const timeOf = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export type TimeSpan = { startTime: string; endTime: string };
export type PlacedLesson = TimeSpan & { id: number; dayOfWeek: number; cabinetId: number };

const span = (lesson: TimeSpan) => ({ start: minutesOf(lesson.startTime) ?? 0, end: minutesOf(lesson.endTime) ?? 0 });

export const durationMinutes = (lesson: TimeSpan): number => span(lesson).end - span(lesson).start;

// The gaps of at least 30 minutes between 09:00 and 21:00 that the cell's lessons leave, in order.
export const freeSlots = (lessons: readonly TimeSpan[]): TimeSpan[] => {
  const dayStart = minutesOf(SCHEDULE_DAY_START)!;
  const dayEnd = minutesOf(SCHEDULE_DAY_END)!;
  const busy = lessons.map(span).sort((left, right) => left.start - right.start);
  const slots: TimeSpan[] = [];
  let cursor = dayStart;
  for (const { start, end } of busy) {
    if (start - cursor >= MIN_FREE_SLOT_MINUTES) slots.push({ startTime: timeOf(cursor), endTime: timeOf(Math.min(start, dayEnd)) });
    cursor = Math.max(cursor, Math.min(end, dayEnd));
    if (cursor >= dayEnd) break;
  }
  if (dayEnd - cursor >= MIN_FREE_SLOT_MINUTES) slots.push({ startTime: timeOf(cursor), endTime: timeOf(dayEnd) });
  return slots.filter((slot) => minutesOf(slot.endTime)! - minutesOf(slot.startTime)! >= MIN_FREE_SLOT_MINUTES);
};

const intersect = (left: TimeSpan, right: TimeSpan) => span(left).start < span(right).end && span(right).start < span(left).end;

// The lessons that overlap another in the same cabinet and day (an orange dashed outline and a warning tooltip).
// A lesson that ends when the next starts does not overlap it.
export const overlappingLessonIds = (lessons: readonly PlacedLesson[]): Set<number> => {
  const found = new Set<number>();
  const cells = new Map<string, PlacedLesson[]>();
  for (const lesson of lessons) {
    const key = `${lesson.cabinetId}:${lesson.dayOfWeek}`;
    cells.set(key, [...(cells.get(key) ?? []), lesson]);
  }
  for (const cell of cells.values()) {
    for (let i = 0; i < cell.length; i += 1) {
      for (let j = i + 1; j < cell.length; j += 1) {
        if (!intersect(cell[i], cell[j])) continue;
        found.add(cell[i].id);
        found.add(cell[j].id);
      }
    }
  }
  return found;
};

// A drop on another card swaps the two lessons' places (day, cabinet, times), only when both last as long.
export const canSwap = (left: TimeSpan, right: TimeSpan): boolean => durationMinutes(left) === durationMinutes(right);

export const swapPlaces = <T extends PlacedLesson>(left: T, right: T): [T, T] => [
  { ...left, dayOfWeek: right.dayOfWeek, cabinetId: right.cabinetId, startTime: right.startTime, endTime: right.endTime },
  { ...right, dayOfWeek: left.dayOfWeek, cabinetId: left.cabinetId, startTime: left.startTime, endTime: left.endTime },
];

// A drop on a cell moves the lesson to that cabinet and day and keeps its times.
export const moveToCell = <T extends PlacedLesson>(lesson: T, cabinetId: number, dayOfWeek: number): T => ({ ...lesson, cabinetId, dayOfWeek });
