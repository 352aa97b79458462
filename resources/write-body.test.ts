import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineResource } from './define';
import { cabinets, clientStatuses, studentCities } from './reference-lists';
import { referenceAddress, toWriteBody } from './write-body';

const API = '/api';

type StudentRow = {
  studentId: number;
  studentName: string;
  studentPhoneNumber: string | null;
  schoolYearId: number | null;
  studentCityId: number | null;
  attendanceTypeIds: number[];
  creationDate: string;
  additionalComment: string;
};

// A declaration with every kind of mapping: write names, a phone, references, a list of references and a
// read-only field.
const students = defineResource<StudentRow>({
  name: 'students',
  subject: 'Student',
  label: { one: 'Ученик', many: 'Ученики' },
  idField: 'studentId',
  api: { list: 'students-info', update: { method: 'PATCH', path: 'students/:id' } },
  fields: {
    studentName: { kind: 'text', label: 'Имя', writeAs: 'name', rule: z.string(), normalise: (value) => value.trim() },
    studentPhoneNumber: { kind: 'phone', label: 'Телефон', writeAs: 'phoneNumber', rule: z.string() },
    schoolYearId: { kind: 'reference', label: 'Класс', writeAs: 'schoolYear', target: 'school-years', rule: z.number() },
    studentCityId: { kind: 'reference', label: 'Город', writeAs: 'city', target: 'student-cities', rule: z.number() },
    attendanceTypeIds: {
      kind: 'multiReference',
      label: 'Формат занятий',
      writeAs: 'attendanceTypes',
      target: 'attendance-types',
      rule: z.array(z.number()),
    },
    creationDate: { kind: 'date', label: 'Создан', editable: false, rule: z.string() },
    additionalComment: { kind: 'text', label: 'Комментарий', rule: z.string() },
  },
});

describe('toWriteBody', () => {
  it('renames, normalises, turns references into addresses and drops read-only and undeclared fields', () => {
    const row = {
      studentId: 7,
      studentName: '  Иван Петров ',
      studentPhoneNumber: '8 (916) 123-45-67',
      schoolYearId: 3,
      studentCityId: null,
      attendanceTypeIds: [1, 2],
      creationDate: '2024-09-01',
      additionalComment: '',
      parentName: 'Пётр', // not declared: not sent
    };
    expect(toWriteBody(students, row, { apiBase: API, id: 7 })).toEqual({
      name: 'Иван Петров',
      phoneNumber: '+79161234567',
      schoolYear: '/api/school-years/3',
      city: null,
      attendanceTypes: ['/api/attendance-types/1', '/api/attendance-types/2'],
      additionalComment: '',
    });
  });

  it('sends only the fields the row carries', () => {
    expect(toWriteBody(students, { studentCityId: 4 }, { apiBase: API, id: 7 })).toEqual({
      city: '/api/student-cities/4',
    });
  });

  it('sends an empty phone as null and an invalid one as typed, for the server to refuse', () => {
    expect(toWriteBody(students, { studentPhoneNumber: '' }, { apiBase: API })).toEqual({ phoneNumber: null });
    expect(toWriteBody(students, { studentPhoneNumber: null }, { apiBase: API })).toEqual({ phoneNumber: null });
    expect(toWriteBody(students, { studentPhoneNumber: '12345' }, { apiBase: API })).toEqual({ phoneNumber: '12345' });
  });

  it('repeats the id on update when the declaration asks for it (core.md §7.5)', () => {
    const row = { clientStatusId: 5, clientStatusName: 'новый', clientStatusColor: '#4bdf1a' };
    expect(toWriteBody(clientStatuses, row, { apiBase: API, id: 5 })).toEqual({
      id: 5,
      statusName: 'Новый',
      statusColor: '#4bdf1a',
    });
  });

  it('sends no id on create', () => {
    expect(toWriteBody(studentCities, { studentCityName: 'казань' }, { apiBase: API })).toEqual({ cityName: 'Казань' });
    expect(toWriteBody(cabinets, { cabinetName: 'каб. 3' }, { apiBase: API })).toEqual({ name: 'Каб. 3' });
  });

  it('does not repeat the id when the declaration does not ask for it', () => {
    expect(toWriteBody(students, { studentName: 'Анна' }, { apiBase: API, id: 9 })).toEqual({ name: 'Анна' });
  });

  it('refuses a reference field that names no target', () => {
    const broken = defineResource<{ id: number; cityId: number }>({
      ...studentCities,
      idField: 'id',
      fields: { cityId: { kind: 'reference', label: 'Город', rule: z.number() } },
    } as never);
    expect(() => toWriteBody(broken, { cityId: 1 }, { apiBase: API })).toThrow(/target/);
  });
});

describe('referenceAddress', () => {
  it.each([
    { id: 3, address: '/api/subjects/3' },
    { id: '3', address: '/api/subjects/3' },
    { id: '/api/subjects/3', address: '/api/subjects/3' },
    { id: null, address: null },
    { id: undefined, address: null },
    { id: '', address: null },
  ])('$id → $address', ({ id, address }) => {
    expect(referenceAddress(API, 'subjects', id)).toBe(address);
  });

  it('uses the API base it is given', () => {
    expect(referenceAddress('https://crm.example/api', 'subjects', 2)).toBe('https://crm.example/api/subjects/2');
  });
});
