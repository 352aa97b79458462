import { describe, expect, it } from 'vitest';
import type { ScheduleEntry } from '../../../resources/schedule';
import { newLessonTimes, applyDrop, cellDropId, cellLessons, dropOf, lessonDragId, parseDropId, visibleCabinets, visibleDays } from './scheduleGrid';

const entry = (id: number, schoolClassId: number, cabinetId: number, dayOfWeek: number, startTime: string, endTime: string): ScheduleEntry => ({
  id,
  schoolClassId,
  schoolClassName: `Группа ${schoolClassId}`,
  subjectId: 1,
  subjectName: 'Математика',
  teacherId: schoolClassId,
  teacherName: `Учитель ${schoolClassId}`,
  dayOfWeek,
  startTime,
  endTime,
  cabinetId,
  color: '#1677ff',
  studentCount: schoolClassId,
});

const lessons = [entry(1, 10, 1, 0, '10:00', '11:30'), entry(2, 20, 2, 1, '12:00', '13:30'), entry(3, 30, 1, 0, '09:00', '09:45')];

describe('the schedule grid', () => {
  it('ignores an empty selection of days or cabinets', () => {
    expect(visibleDays([])).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(visibleDays([4, 0, 9])).toEqual([0, 4]);
    const cabinets = [{ id: 1 }, { id: 2 }];
    expect(visibleCabinets(cabinets, [])).toEqual(cabinets);
    expect(visibleCabinets(cabinets, [2, 7])).toEqual([{ id: 2 }]);
  });

  it('puts a cell’s lessons in order of start', () => {
    expect(cellLessons(lessons, 1, 0).map((lesson) => lesson.id)).toEqual([3, 1]);
    expect(cellLessons(lessons, 2, 0)).toEqual([]);
  });

  it('reads the drag and drop ids back', () => {
    expect(parseDropId(lessonDragId(5))).toEqual({ kind: 'lesson', id: 5 });
    expect(parseDropId(cellDropId(3, 6))).toEqual({ kind: 'cell', cabinetId: 3, dayOfWeek: 6 });
    expect(parseDropId('cell:3:7')).toBeNull();
    expect(parseDropId(null)).toBeNull();
  });

  it('swaps two cards of equal length: each slot keeps its place and takes the other group', () => {
    const drop = dropOf(lessons, 1, { kind: 'lesson', id: 2 });
    expect(drop.kind).toBe('swap');
    const [first, second] = applyDrop(lessons, drop);
    expect(first).toMatchObject({ id: 1, schoolClassId: 20, teacherName: 'Учитель 20', cabinetId: 1, dayOfWeek: 0, startTime: '10:00' });
    expect(second).toMatchObject({ id: 2, schoolClassId: 10, cabinetId: 2, dayOfWeek: 1, startTime: '12:00' });
  });

  it('refuses a swap of unequal length and does nothing on the card itself', () => {
    expect(dropOf(lessons, 1, { kind: 'lesson', id: 3 })).toEqual({ kind: 'unequal' });
    expect(dropOf(lessons, 1, { kind: 'lesson', id: 1 })).toEqual({ kind: 'none' });
    expect(dropOf(lessons, 99, { kind: 'lesson', id: 1 })).toEqual({ kind: 'none' });
  });

  it('moves a card to a cell keeping its times; its own cell is no move', () => {
    const drop = dropOf(lessons, 2, { kind: 'cell', cabinetId: 1, dayOfWeek: 5 });
    expect(applyDrop(lessons, drop)[1]).toMatchObject({ id: 2, cabinetId: 1, dayOfWeek: 5, startTime: '12:00', endTime: '13:30' });
    expect(dropOf(lessons, 2, { kind: 'cell', cabinetId: 2, dayOfWeek: 1 })).toEqual({ kind: 'none' });
  });

  it('gives a lesson added from a free slot 90 minutes, or the slot when shorter', () => {
    expect(newLessonTimes('09:00', '21:00')).toEqual({ startTime: '09:00', endTime: '10:30' });
    expect(newLessonTimes('11:30', '12:00')).toEqual({ startTime: '11:30', endTime: '12:00' });
  });
});
