import type { DataProvider, HttpError } from '@refinedev/core';
import { vi } from 'vitest';
import type { StudentRow } from '../../../../resources/students';

type Lists = Record<string, Record<string, unknown>[]>;

// The card's recalculation panel reads its record of the 'recalculations' declaration: a student with no group to
// recalculate (the payments panel's list is empty unless `lists` says otherwise).
const noRecalculation = { classes: [] };

// A data provider for the students area's component tests: lists by resource name, one student, and every
// custom call (the writes of useStudentApi) recorded and answered with `{}` unless `customAnswer` says otherwise.
export const fakeStudentApi = (options: { lists?: Lists; student?: StudentRow | HttpError; customAnswer?: (url: string) => unknown }) => {
  const custom = vi.fn(async ({ url, method }: { url: string; method: string; payload?: unknown }) => {
    if (method.toLowerCase() === 'get') return { data: [] };
    const answer = options.customAnswer?.(url);
    if (answer instanceof Error || (answer && typeof answer === 'object' && 'statusCode' in answer)) throw answer;
    return { data: answer ?? {} };
  });
  const getList = vi.fn(async ({ resource }: { resource: string }) => {
    const rows = options.lists?.[resource] ?? [];
    return { data: rows, total: rows.length };
  });
  const getOne = vi.fn(async ({ resource }: { resource: string }) => {
    if (resource === 'recalculations') return { data: noRecalculation };
    const student = options.student;
    if (!student || 'statusCode' in student) throw student ?? { message: 'Запись не найдена', statusCode: 404 };
    return { data: student };
  });
  const provider = {
    getApiUrl: () => '/api',
    getList,
    getOne,
    custom,
    create: vi.fn(),
    update: vi.fn(),
    deleteOne: vi.fn(),
  } as unknown as DataProvider;
  return { provider, custom, getList, getOne };
};

// The writes made, as 'METHOD url' with their bodies (the reports' GETs left out).
export const callsOf = (custom: ReturnType<typeof fakeStudentApi>['custom']) =>
  custom.mock.calls
    .filter(([{ method }]) => method.toLowerCase() !== 'get')
    .map(([{ method, url, payload }]) => ({ call: `${method.toUpperCase()} ${url}`, payload }));

export const sampleStudent = (overrides: Partial<StudentRow> = {}): StudentRow => ({
  studentId: 5,
  studentName: 'Иванов Пётр',
  schoolYearId: 7,
  schoolYearDescription: '7 класс',
  studentSchoolClasses: [{ classId: 3, className: 'Математика 7А', sheetUrl: 'https://example.org/sheet' }],
  subjects: [{ subjectId: 1, subjectName: 'Математика' }],
  attendanceTypes: [
    { attendanceTypeId: 1, attendanceTypeName: 'Онлайн', attendanceLinkId: 11 },
    { attendanceTypeId: 2, attendanceTypeName: 'Очно', attendanceLinkId: 12 },
  ],
  studentPhoneNumber: '+79161234567',
  studentTelegramId: '12345',
  parentId: 9,
  parentName: 'Иванова Мария',
  parentPhoneNumber: '+79167654321',
  parentTelegramId: '54321',
  studentCityId: 1,
  studentCityName: 'Москва',
  studentSchoolId: 1,
  studentSchoolName: 'Школа № 1',
  marketingChannelId: 1,
  marketingChannelName: 'Сайт',
  dateOfBirth: '2012-05-04',
  eligibleForDiscountPrice: false,
  eligibleForOldPrice: false,
  additionalComment: null,
  creationDate: '2024-09-01T10:00:00.000Z',
  isArchived: false,
  exitStatusId: null,
  exitStatusName: null,
  ...overrides,
});

export const referenceLists: Lists = {
  'attendance-types': [
    { attendanceTypeId: 1, attendanceTypeName: 'Онлайн' },
    { attendanceTypeId: 2, attendanceTypeName: 'Очно' },
    { attendanceTypeId: 3, attendanceTypeName: 'Смешанный' },
  ],
  'student-cities': [
    { studentCityId: 1, studentCityName: 'Москва' },
    { studentCityId: 2, studentCityName: 'Одинцово' },
  ],
  'exit-statuses': [
    { exitStatusId: 1, exitStatusName: 'Переезд' },
    { exitStatusId: 2, exitStatusName: 'Закончил обучение' },
  ],
};
