import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { ParentOption } from '../../../../resources/parents';
import { applicationFieldError, initialApplicationValues, toApplicationBody, type ApplicationFormValues } from './applicationForm';

const parents: ParentOption[] = [
  { sequentialId: 1, parentId: 7, clientParentId: null, clientParentName: 'Ольга Павлова', clientParentPhoneNumber: null },
  { sequentialId: 2, parentId: null, clientParentId: 9, clientParentName: 'Ирина Орлова', clientParentPhoneNumber: '+79161234567' },
];

const valid: ApplicationFormValues = {
  ...initialApplicationValues(),
  clientName: 'Иван Петров',
  schoolYearId: 5,
  clientStatusId: 1,
  subjectIds: [3],
};

const errorOf = (patch: Partial<ApplicationFormValues>, field: keyof ApplicationFormValues) =>
  applicationFieldError({ ...valid, ...patch }, parents, field);

describe('initialApplicationValues', () => {
  it('starts with the defaults of core.md §9', () => {
    expect(initialApplicationValues()).toMatchObject({
      studentCityId: 1,
      studentSchoolId: 1,
      marketingChannelId: 1,
      attendanceTypeIds: [1],
      studentAdd: false,
    });
  });
});

describe('toApplicationBody', () => {
  it('sends a typed parent by name and phone, and dates as YYYY-MM-DD', () => {
    const body = toApplicationBody(
      { ...valid, clientParentName: 'Мария Иванова', clientParentPhoneNumber: '+79035550000', dateOfBirth: dayjs('2015-03-07') },
      parents,
    );
    expect(body).toMatchObject({
      parentId: null,
      clientParentId: null,
      clientParentName: 'Мария Иванова',
      clientParentPhoneNumber: '+79035550000',
      dateOfBirth: '2015-03-07',
      selectedParent: null,
    });
  });

  it.each([
    [1, { parentId: 7, clientParentId: null }],
    [2, { parentId: null, clientParentId: 9 }],
  ])('sends exactly one id for the chosen list entry %d', (sequentialId, ids) => {
    const body = toApplicationBody({ ...valid, parentMode: 'existing', selectedParentKey: sequentialId, clientParentName: 'Забытое Имя' }, parents);
    expect(body).toMatchObject({ ...ids, clientParentName: '', clientParentPhoneNumber: null });
    expect(body.selectedParent).toMatchObject({ ...ids, sequentialId });
  });

  it('drops the status of a student and an empty comment', () => {
    const body = toApplicationBody({ ...valid, studentAdd: true, additionalComment: '  ' }, parents);
    expect(body).toMatchObject({ studentAdd: true, clientStatusId: null, additionalComment: null });
  });
});

describe('applicationFieldError (core.md §5.3)', () => {
  it('accepts a complete application', () => {
    for (const field of Object.keys(valid) as (keyof ApplicationFormValues)[]) expect(errorOf({}, field)).toBeUndefined();
  });

  it.each<[Partial<ApplicationFormValues>, keyof ApplicationFormValues, string]>([
    [{ clientName: '' }, 'clientName', 'Имя ученика обязательно'],
    [{ clientName: 'иван' }, 'clientName', 'Имя ученика должно начинаться с большой буквы'],
    [{ clientName: 'Ив' }, 'clientName', 'Имя ученика должно начинаться с большой буквы'],
    [{ clientParentName: 'мария' }, 'clientParentName', 'Имя родителя должно начинаться с большой буквы'],
    [{ schoolYearId: null }, 'schoolYearId', 'Выберите класс ученика'],
    [{ clientStatusId: null }, 'clientStatusId', 'Выберите статус заявки'],
    [{ attendanceTypeIds: [] }, 'attendanceTypeIds', 'Выберите хотя бы один формат занятий'],
    [{ subjectIds: [] }, 'subjectIds', 'Выберите хотя бы один предмет'],
    [{ clientPhoneNumber: '+7916' }, 'clientPhoneNumber', 'Некорректный номер телефона'],
  ])('%j → %s: %s', (patch, field, message) => {
    expect(errorOf(patch, field)).toBe(message);
  });

  it('does not ask a student for a status or subjects, but still for a lesson format', () => {
    const student = { studentAdd: true, clientStatusId: null, subjectIds: [] };
    expect(errorOf(student, 'clientStatusId')).toBeUndefined();
    expect(errorOf(student, 'subjectIds')).toBeUndefined();
    expect(errorOf({ ...student, attendanceTypeIds: [] }, 'attendanceTypeIds')).toBe('Выберите хотя бы один формат занятий');
  });
});
