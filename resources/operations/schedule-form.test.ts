import '../zod-config';
import { describe, expect, it } from 'vitest';
import { scheduleFormSchema, secondLessonDefaults, SCHEDULE_MESSAGES as m } from './schedule-form';

const valid = { schoolClassId: 3, dayOfWeek: 1, cabinetId: 2, startTime: '10:00', endTime: '11:30' };
const messages = (form: unknown) => {
  const result = scheduleFormSchema.safeParse(form);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the schedule form (operations.md §5)', () => {
  it('accepts a lesson of a group in a cabinet', () => {
    expect(messages(valid)).toEqual({});
    expect(scheduleFormSchema.parse(valid).hasSecondLesson).toBe(false);
  });

  it('words every missing field as the spec does', () => {
    expect(messages({})).toEqual({
      schoolClassId: m.classRequired,
      dayOfWeek: m.dayRequired,
      cabinetId: m.cabinetRequired,
      startTime: m.startRequired,
      endTime: m.endRequired,
    });
    expect(messages({ ...valid, startTime: '' })).toEqual({ startTime: m.startRequired });
  });

  it('refuses bad ids, bad times and an end not after the start', () => {
    expect(messages({ ...valid, schoolClassId: -1, cabinetId: 0 })).toEqual({ schoolClassId: m.classInvalid, cabinetId: m.cabinetInvalid });
    expect(messages({ ...valid, startTime: '24:00' })).toEqual({ startTime: 'Неверный формат времени' });
    expect(messages({ ...valid, endTime: '10:00' })).toEqual({ endTime: 'Время окончания должно быть позже времени начала' });
    expect(messages({ ...valid, id: 0 })).toEqual({ id: 'Некорректный ID расписания' });
  });

  it('checks the second lesson with the same rules when it is on, and ignores it when off', () => {
    expect(messages({ ...valid, hasSecondLesson: true })).toEqual({
      secondDayOfWeek: m.dayRequired,
      secondCabinetId: m.cabinetRequired,
      secondStartTime: m.startRequired,
      secondEndTime: m.endRequired,
    });
    const second = { secondDayOfWeek: 4, secondCabinetId: 2, ...secondLessonDefaults(valid) };
    expect(messages({ ...valid, hasSecondLesson: true, ...second })).toEqual({});
    expect(messages({ ...valid, hasSecondLesson: true, ...second, secondEndTime: '09:00' })).toEqual({ secondEndTime: m.endAfterStart });
    expect(messages({ ...valid, hasSecondLesson: false, secondStartTime: 'junk' })).toEqual({});
  });
});
