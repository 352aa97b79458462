import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canSwap, freeSlots, minutesOf, moveToCell, overlappingLessonIds, swapPlaces, timeOf } from './schedule-slots';

const lesson = (id: number, startTime: string, endTime: string, cabinetId = 1, dayOfWeek = 0) => ({ id, startTime, endTime, cabinetId, dayOfWeek });

describe('schedule slots (operations.md "Schedule grid")', () => {
  it('reads only HH:mm within a day', () => {
    expect(minutesOf('09:30')).toBe(570);
    expect(minutesOf('23:59')).toBe(1439);
    expect(['24:00', '9:30', '09:60', '', 'ab:cd'].map(minutesOf)).toEqual([null, null, null, null, null]);
    expect(timeOf(570)).toBe('09:30');
  });

  it('offers the whole day 09:00–21:00 to an empty cell', () => {
    expect(freeSlots([])).toEqual([{ startTime: '09:00', endTime: '21:00' }]);
  });

  it('offers the gaps of 30 minutes or more between lessons, and not the shorter ones', () => {
    const cell = [lesson(1, '10:00', '11:30'), lesson(2, '11:50', '13:00'), lesson(3, '13:30', '15:00'), lesson(4, '20:40', '21:30')];
    expect(freeSlots(cell)).toEqual([
      { startTime: '09:00', endTime: '10:00' },
      { startTime: '13:00', endTime: '13:30' },
      { startTime: '15:00', endTime: '20:40' },
    ]);
  });

  it('ignores what lies outside 09:00–21:00 and merges overlapping lessons', () => {
    expect(freeSlots([lesson(1, '08:00', '09:20'), lesson(2, '12:00', '14:00'), lesson(3, '13:00', '15:00'), lesson(4, '21:00', '22:00')])).toEqual([
      { startTime: '09:20', endTime: '12:00' },
      { startTime: '15:00', endTime: '21:00' },
    ]);
  });

  it('finds the lessons that overlap in the same cabinet and day, and no others', () => {
    const lessons = [
      lesson(1, '10:00', '11:30'),
      lesson(2, '11:00', '12:00'),
      lesson(3, '12:00', '13:00'), // starts when 2 ends: no overlap
      lesson(4, '10:00', '11:30', 2), // another cabinet
      lesson(5, '10:00', '11:30', 1, 3), // another day
    ];
    expect([...overlappingLessonIds(lessons)].sort()).toEqual([1, 2]);
  });

  it('never offers a free slot that overlaps a lesson (property)', () => {
    const time = fc.integer({ min: 8 * 60, max: 22 * 60 - 15 });
    const lessonArb = fc
      .tuple(fc.nat(), time, fc.integer({ min: 15, max: 180 }))
      .map(([id, start, length]) => lesson(id, timeOf(start), timeOf(Math.min(start + length, 23 * 60))));
    fc.assert(
      fc.property(fc.array(lessonArb, { maxLength: 8 }), (cell) => {
        for (const slot of freeSlots(cell)) {
          const start = minutesOf(slot.startTime)!;
          const end = minutesOf(slot.endTime)!;
          expect(end - start).toBeGreaterThanOrEqual(30);
          expect(start).toBeGreaterThanOrEqual(9 * 60);
          expect(end).toBeLessThanOrEqual(21 * 60);
          for (const busy of cell) expect(minutesOf(busy.startTime)! >= end || minutesOf(busy.endTime)! <= start).toBe(true);
        }
      }),
    );
  });

  it('swaps two lessons of equal length, and moves a lesson to a cell keeping its times', () => {
    const left = lesson(1, '10:00', '11:30', 1, 0);
    const right = lesson(2, '15:00', '16:30', 2, 4);
    expect(canSwap(left, right)).toBe(true);
    expect(canSwap(left, lesson(3, '15:00', '16:00'))).toBe(false);
    expect(swapPlaces(left, right)).toEqual([
      { id: 1, startTime: '15:00', endTime: '16:30', cabinetId: 2, dayOfWeek: 4 },
      { id: 2, startTime: '10:00', endTime: '11:30', cabinetId: 1, dayOfWeek: 0 },
    ]);
    expect(moveToCell(left, 3, 5)).toEqual({ id: 1, startTime: '10:00', endTime: '11:30', cabinetId: 3, dayOfWeek: 5 });
  });
});
