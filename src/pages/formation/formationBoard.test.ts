import { describe, expect, it } from 'vitest';
import type { CombinedOption, FutureEnrollment, FutureSchoolClass } from '../../../resources/formation';
import { defaultStatusOf } from '../../../resources/formation';
import {
  arrangementOf,
  availableOptions,
  chipTextOn,
  classLabel,
  filterGroups,
  hasFilter,
  isClassFilters,
  orderColumns,
  personLink,
  sortGroups,
  statusCounts,
  studentCountLabel,
} from './formationBoard';

const person = (id: number, name: string, statusId = 3, entityType: 'CLIENT' | 'STUDENT' = 'STUDENT', order = 0): FutureEnrollment => ({
  futureEnrollmentId: id,
  futureSchoolClassId: 1,
  entityType,
  entityId: id * 10,
  personName: name,
  clientSchoolClassStatusId: statusId,
  clientSchoolClassStatusName: `Статус ${statusId}`,
  clientSchoolClassStatusColor: '#4caf50',
  order,
});

const group = (id: number, name: string, extra: Partial<FutureSchoolClass> = {}): FutureSchoolClass => ({
  id,
  name,
  subjectId: null,
  subjectName: null,
  teacherId: null,
  teacherName: null,
  schoolYearId: null,
  schoolYearName: null,
  futureEnrollments: [],
  ...extra,
});

const groups = [
  group(1, 'Математика 5', { subjectId: 1, subjectName: 'Математика', teacherId: 7, teacherName: 'Иванова', schoolYearId: 5, schoolYearName: '5 класс', futureEnrollments: [person(1, 'Анна Петрова')] }),
  group(2, 'Английский', { subjectId: 2, subjectName: 'Английский', teacherId: 8, teacherName: 'Алексеев', schoolYearId: 3, schoolYearName: '3 класс', futureEnrollments: [person(2, 'Борис Ёлкин')] }),
  group(3, 'Без предмета'),
];

describe('formation board filters', () => {
  it('shows nothing until a filter is set; an empty name and a sort are no filter', () => {
    expect(hasFilter({})).toBe(false);
    expect(hasFilter({ studentName: '   ', sortBy: 'name' })).toBe(false);
    expect(hasFilter({ subjectId: 1 })).toBe(true);
    expect(hasFilter({ studentName: 'ан' })).toBe(true);
  });

  it('keeps the groups of a subject, teacher, year, and those holding a name (case-insensitive substring)', () => {
    expect(filterGroups(groups, { subjectId: 1 }).map((row) => row.id)).toEqual([1]);
    expect(filterGroups(groups, { teacherId: 8 }).map((row) => row.id)).toEqual([2]);
    expect(filterGroups(groups, { schoolYearId: 5, subjectId: 2 })).toEqual([]);
    expect(filterGroups(groups, { studentName: 'ПЕТРОВ' }).map((row) => row.id)).toEqual([1]);
    expect(filterGroups(groups, { studentName: 'ёлк' }).map((row) => row.id)).toEqual([2]);
    expect(filterGroups(groups, { studentName: '' })).toHaveLength(3);
  });

  it('checks what local storage holds', () => {
    expect(isClassFilters({ subjectId: 1, studentName: 'а', sortBy: 'teacher' })).toBe(true);
    expect(isClassFilters({ sortBy: 'evil' })).toBe(false);
    expect(isClassFilters({ subjectId: '1' })).toBe(false);
    expect(isClassFilters(null)).toBe(false);
  });
});

describe('formation board sorting and order', () => {
  it('sorts by name, subject, teacher, class year, empty values last', () => {
    expect(sortGroups(groups, 'name').map((row) => row.id)).toEqual([2, 3, 1]);
    expect(sortGroups(groups, 'teacher').map((row) => row.id)).toEqual([2, 1, 3]);
    expect(sortGroups(groups, 'schoolYear').map((row) => row.id)).toEqual([2, 1, 3]);
    expect(sortGroups(groups, null)).toBe(groups);
  });

  it('puts columns in the local order, new groups after', () => {
    expect(orderColumns(groups, [3, 1]).map((row) => row.id)).toEqual([3, 1, 2]);
  });

  it('arranges cards in the local order of each group, unknown cards after by the server order', () => {
    const row = group(9, 'Г', { futureEnrollments: [person(1, 'А', 3, 'STUDENT', 0), person(2, 'Б', 3, 'STUDENT', 1), person(3, 'В', 3, 'STUDENT', 2)] });
    expect(arrangementOf([row], { '9': [3, 1] })).toEqual({ g9: ['e3', 'e1', 'e2'] });
    expect(arrangementOf([row], {})).toEqual({ g9: ['e1', 'e2', 'e3'] });
  });
});

describe('formation board counts and choices', () => {
  it('words the student count with Russian plurals', () => {
    expect([0, 1, 2, 5, 11, 12, 19, 21, 22, 25].map(studentCountLabel)).toEqual([
      '0 учеников',
      '1 ученик',
      '2 ученика',
      '5 учеников',
      '11 учеников',
      '12 учеников',
      '19 учеников',
      '21 ученик',
      '22 ученика',
      '25 учеников',
    ]);
  });

  it('counts people per status in the order of the status list', () => {
    const people = [person(1, 'А', 3), person(2, 'Б', 1), person(3, 'В', 3)];
    expect(statusCounts(people, [1, 2, 3]).map(({ statusId, count }) => [statusId, count])).toEqual([
      [1, 1],
      [3, 2],
    ]);
  });

  it('offers only the people not yet in the group', () => {
    const option = (originalId: number, entityType: 'CLIENT' | 'STUDENT'): CombinedOption => ({ id: `${entityType}-${originalId}`, originalId, entityType, name: 'X', schoolYearName: null, subjects: [] });
    const row = group(1, 'Г', { futureEnrollments: [person(1, 'А', 3, 'STUDENT')] });
    expect(availableOptions([option(10, 'STUDENT'), option(10, 'CLIENT'), option(20, 'STUDENT')], row).map((item) => item.id)).toEqual(['CLIENT-10', 'STUDENT-20']);
  });

  it('gives new places the third status, labels classes and links people', () => {
    expect(defaultStatusOf([{ id: 4 }, { id: 1 }, { id: 2 }, { id: 3 }])).toEqual({ id: 3 });
    expect(defaultStatusOf([{ id: 1 }, { id: 2 }])).toBeUndefined();
    expect(classLabel('7')).toBe('7 класс');
    expect(chipTextOn('#4caf50')).toBe('#000000');
    expect(chipTextOn('#1d39c4')).toBe('#ffffff');
    expect(chipTextOn('#fff')).toBe('#000000');
    expect(chipTextOn('red')).toBeUndefined();
    expect(classLabel('Взрослый')).toBe('Взрослый');
    expect(personLink({ entityType: 'CLIENT', entityId: 5 })).toBe('/clients/5');
    expect(personLink({ entityType: 'STUDENT', entityId: 6 })).toBe('/students/6');
  });
});
