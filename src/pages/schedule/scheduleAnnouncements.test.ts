import { describe, expect, it } from 'vitest';
import type { ScheduleEntry } from '../../../resources/schedule';
import { scheduleDragTexts } from './scheduleAnnouncements';
import { cellDropId, lessonDragId } from './scheduleGrid';

const lesson = (id: number, schoolClassName: string, dayOfWeek: number, startTime: string, endTime: string) =>
  ({ id, schoolClassId: id, schoolClassName, dayOfWeek, startTime, endTime, cabinetId: 1 }) as ScheduleEntry;

const texts = scheduleDragTexts({
  lessons: [lesson(1, 'Химия 9А', 0, '14:00', '15:30'), lesson(2, 'Русский язык 11А', 1, '14:00', '15:30')],
  cabinetName: (id) => (id === 1 ? 'Кабинет 1' : `Кабинет ${id}`),
});

describe('what a screen reader hears while a lesson is dragged', () => {
  it('names the lifted lesson by group, weekday and times', () => {
    expect(texts.lifted(lessonDragId(1))).toBe('Занятие «Химия 9А, Понедельник 14:00–15:30» поднято.');
  });

  it('names a card or a cell under it', () => {
    expect(texts.over(lessonDragId(1), lessonDragId(2))).toBe('Занятие «Химия 9А, Понедельник 14:00–15:30»: под ним занятие «Русский язык 11А, Вторник 14:00–15:30».');
    expect(texts.over(lessonDragId(1), cellDropId(1, 1))).toBe('Занятие «Химия 9А, Понедельник 14:00–15:30»: под ним ячейка «Кабинет 1, Вторник».');
  });

  it('says where it was put down, or that it went back', () => {
    expect(texts.dropped(lessonDragId(1), cellDropId(3, 6))).toBe('Занятие «Химия 9А, Понедельник 14:00–15:30» опущено: ячейка «Кабинет 3, Воскресенье».');
    expect(texts.dropped(lessonDragId(1), null)).toBe('Занятие «Химия 9А, Понедельник 14:00–15:30» возвращено на место.');
    expect(texts.dropped(lessonDragId(1), cellDropId(1, 0))).toBe('Занятие «Химия 9А, Понедельник 14:00–15:30» возвращено на место.');
    expect(texts.cancelled(lessonDragId(1))).toBe('Перемещение отменено. Занятие «Химия 9А, Понедельник 14:00–15:30» на прежнем месте.');
  });
});
