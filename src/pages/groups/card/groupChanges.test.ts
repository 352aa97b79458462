import { describe, expect, it } from 'vitest';
import type { GroupRow } from '../../../../resources/groups';
import { applyChange, changeBody, changeError, type GroupChange } from './groupChanges';

const group: GroupRow = {
  classId: 7,
  className: 'Физика 10А',
  classCycle: 3,
  numberOfLessonsPerCycle: 8,
  schoolYear: { id: 10, description: '10 класс' },
  teacher: { teacherId: 2, teacherName: 'Петров Олег' },
  subjectPricing: { id: 1, name: 'Стандарт' },
  subject: { subjectId: 4, subjectName: 'Физика' },
  color: '#1677ff',
  isArchived: false,
  sheetUrl: null,
  teacherSheetId: null,
  enrolledStudents: [],
};

describe('changeError (core.md §5.2)', () => {
  it.each<[GroupChange, string | undefined]>([
    [{ field: 'className', value: '  ' }, 'Значение в клетке не может быть пустым!'],
    [{ field: 'className', value: 'Физика 11' }, undefined],
    [{ field: 'classCycle', value: -1 }, 'Значение не может быть отрицательным'],
    [{ field: 'classCycle', value: 2.5 }, 'Значение должно быть целым числом'],
    [{ field: 'classCycle', value: null }, 'Значение должно быть целым числом'],
    [{ field: 'classCycle', value: 0 }, undefined],
    [{ field: 'numberOfLessonsPerCycle', value: -4 }, 'Значение не может быть отрицательным'],
    [{ field: 'numberOfLessonsPerCycle', value: 4.5 }, 'Значение должно быть целым числом'],
    [{ field: 'numberOfLessonsPerCycle', value: 6 }, 'Количество уроков должно быть 4 или 8'],
    [{ field: 'numberOfLessonsPerCycle', value: 4 }, undefined],
  ])('%j → %s', (change, message) => {
    expect(changeError(change)).toBe(message);
  });
});

describe('applyChange and changeBody', () => {
  const api = 'http://localhost/api';

  it('shows the change at once and sends only the changed key', () => {
    expect(applyChange(group, { field: 'className', value: ' Физика 11 ' }).className).toBe('Физика 11');
    expect(changeBody({ field: 'className', value: ' Физика 11 ' }, api)).toEqual({ className: 'Физика 11' });
    expect(changeBody({ field: 'classCycle', value: 4 }, api)).toEqual({ classCycle: 4 });
  });

  it('sends references as resource addresses, and no pricing as null', () => {
    const teacher = { teacherId: 5, teacherName: 'Иванова Анна' };
    expect(applyChange(group, { field: 'teacher', value: teacher }).teacher).toEqual(teacher);
    expect(changeBody({ field: 'teacher', value: teacher }, api)).toEqual({ staff: `${api}/staff/5` });
    expect(changeBody({ field: 'schoolYear', value: { id: 11, description: '11 класс' } }, api)).toEqual({
      schoolYear: `${api}/school-years/11`,
    });
    expect(changeBody({ field: 'subjectPricing', value: { id: 3, name: 'Онлайн' } }, api)).toEqual({
      subjectPricing: `${api}/subject-pricing/3`,
    });
    expect(applyChange(group, { field: 'subjectPricing', value: null }).subjectPricing).toBeNull();
    expect(changeBody({ field: 'subjectPricing', value: null }, api)).toEqual({ subjectPricing: null });
  });
});
