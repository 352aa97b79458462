import { describe, expect, it } from 'vitest';
import {
  archivedGroupName,
  compareClassNames,
  createGroupSchema,
  groupCellRules,
  unarchivedGroupName,
  updateGroupSchema,
} from './index';

const messages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  Object.fromEntries(
    [...(result.error?.issues ?? [])].reverse().map((issue) => [String(issue.path[0]), issue.message]),
  ); // the first message of each field wins

describe('compareClassNames', () => {
  it('puts pre-school first, adult last and numbers ascending between', () => {
    const names = ['Взрослый', '10 класс', '2 класс', 'Дошкольник', '11 класс', '1 класс', '9 класс'];
    expect([...names].sort(compareClassNames)).toEqual([
      'Дошкольник',
      '1 класс',
      '2 класс',
      '9 класс',
      '10 класс',
      '11 класс',
      'Взрослый',
    ]);
  });

  it('puts other names after the numbers and before adults, in Russian order', () => {
    expect(['Взрослые', 'Студент', '5', 'Абитуриент', 'дошкольники'].sort(compareClassNames)).toEqual([
      'дошкольники',
      '5',
      'Абитуриент',
      'Студент',
      'Взрослые',
    ]);
  });
});

describe('archive names', () => {
  it('adds the suffix once and takes it away', () => {
    expect(archivedGroupName('Математика 5')).toBe('Математика 5 (архив)');
    expect(archivedGroupName('Математика 5 (архив)')).toBe('Математика 5 (архив)');
    expect(unarchivedGroupName('Математика 5 (архив)')).toBe('Математика 5');
    expect(unarchivedGroupName('Математика 5')).toBe('Математика 5');
  });
});

describe('createGroupSchema (core.md §5.1)', () => {
  const valid = { className: 'Математика 5', schoolYearId: 6, staffId: 1, subjectId: 1, classCycle: 1 };

  it('fills the defaults: 8 lessons, no pricing', () => {
    expect(createGroupSchema.parse(valid)).toEqual({ ...valid, numberOfLessonsPerCycle: 8, subjectPricingId: null });
    expect(createGroupSchema.parse({ ...valid, subjectPricingId: 0 }).subjectPricingId).toBeNull();
    expect(createGroupSchema.parse({ ...valid, subjectPricingId: 3 }).subjectPricingId).toBe(3);
  });

  it.each([
    { patch: { className: undefined }, field: 'className', message: 'Название группы обязательно' },
    { patch: { className: '  ' }, field: 'className', message: 'Название группы обязательно' },
    { patch: { className: 'М' }, field: 'className', message: 'Название должно содержать минимум 2 символа' },
    { patch: { className: 'М'.repeat(101) }, field: 'className', message: 'Название не должно превышать 100 символов' },
    { patch: { schoolYearId: undefined }, field: 'schoolYearId', message: 'Класс обязателен' },
    { patch: { schoolYearId: 0 }, field: 'schoolYearId', message: 'Выберите класс' },
    { patch: { staffId: undefined }, field: 'staffId', message: 'Преподаватель обязателен' },
    { patch: { staffId: 0 }, field: 'staffId', message: 'Выберите преподавателя' },
    { patch: { subjectId: null }, field: 'subjectId', message: 'Предмет обязателен' },
    { patch: { subjectId: -1 }, field: 'subjectId', message: 'Выберите предмет' },
    { patch: { numberOfLessonsPerCycle: 6 }, field: 'numberOfLessonsPerCycle', message: 'Количество уроков должно быть 4 или 8' },
    { patch: { classCycle: 0 }, field: 'classCycle', message: 'Минимум 1 цикл' },
    { patch: { classCycle: 11 }, field: 'classCycle', message: 'Максимум 10 циклов' },
    { patch: { classCycle: 2.5 }, field: 'classCycle', message: 'Должно быть целым числом' },
  ])('$field: $message', ({ patch, field, message }) => {
    expect(messages(createGroupSchema.safeParse({ ...valid, ...patch }))[field]).toBe(message);
  });
});

describe('group cell rules (core.md §5.2)', () => {
  it.each([
    { rule: groupCellRules.className, value: ' ', message: 'Значение в клетке не может быть пустым!' },
    { rule: groupCellRules.classCycle, value: -1, message: 'Значение не может быть отрицательным' },
    { rule: groupCellRules.classCycle, value: 1.5, message: 'Значение должно быть целым числом' },
    { rule: groupCellRules.numberOfLessonsPerCycle, value: -4, message: 'Значение не может быть отрицательным' },
  ])('$value → $message', ({ rule, value, message }) => {
    expect(rule.safeParse(value).error?.issues[0]?.message).toBe(message);
  });
});

describe('updateGroupSchema', () => {
  it('reads references as ids', () => {
    expect(updateGroupSchema.parse({ staff: '/api/teachers/3', schoolYear: 4, subjectPricing: null })).toEqual({
      staff: 3,
      schoolYear: 4,
      subjectPricing: null,
    });
  });

  it('refuses a missing teacher, a wrong collection and unknown keys', () => {
    expect(messages(updateGroupSchema.safeParse({ staff: null })).staff).toBe('Выберите преподавателя');
    expect(messages(updateGroupSchema.safeParse({ schoolYear: '/api/subjects/3' })).schoolYear).toBe('Некорректная ссылка на запись');
    expect(updateGroupSchema.safeParse({ sheetUrl: 'x' }).success).toBe(false);
  });
});
