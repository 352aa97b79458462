import type { DataProvider, HttpError } from '@refinedev/core';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { renderWithRefine } from '../../../components/editable-grid/renderWithRefine';

type Row = Record<string, unknown>;
export type CustomCall = { url: string; method: string; payload?: unknown };

// Reference lists the applications screens choose from, by resource name.
export const referenceLists: Record<string, Row[]> = {
  'school-years': [
    { schoolYearId: 5, schoolYearDescription: '5 класс' },
    { schoolYearId: 6, schoolYearDescription: '6 класс' },
  ],
  'client-statuses': [{ clientStatusId: 1, clientStatusName: 'Новая заявка', clientStatusColor: '#4bdf1a' }],
  'attendance-types': [
    { attendanceTypeId: 1, attendanceTypeName: 'Очно' },
    { attendanceTypeId: 2, attendanceTypeName: 'Онлайн' },
  ],
  subjects: [
    { subjectId: 1, subjectName: 'Математика' },
    { subjectId: 2, subjectName: 'Физика' },
  ],
  'student-cities': [{ studentCityId: 1, studentCityName: 'Москва' }],
  'student-schools': [{ studentSchoolId: 1, studentSchoolName: 'Школа № 1' }],
  'marketing-channels': [{ marketingChannelId: 1, marketingChannelName: 'Сарафанное радио' }],
  'exit-statuses': [
    { exitStatusId: 1, exitStatusName: 'Переезд' },
    { exitStatusId: 2, exitStatusName: 'Нет времени' },
  ],
  'all-parents': [
    { sequentialId: 1, parentId: 7, clientParentId: null, clientParentName: 'Ольга Павлова', clientParentPhoneNumber: null },
    { sequentialId: 2, parentId: null, clientParentId: 9, clientParentName: 'Ирина Орлова', clientParentPhoneNumber: '+79161234567' },
  ],
};

// A data provider over fixed lists whose custom calls (the spec's own paths) answer `answer(call)` or
// reject with its HttpError.
export const listsProvider = (lists: Record<string, Row[]>, answer: (call: CustomCall) => Row | HttpError = () => ({})) => {
  const custom = vi.fn(async (call: CustomCall) => {
    const result = answer(call);
    if ('statusCode' in result && typeof result.statusCode === 'number') throw result;
    return { data: result };
  });
  const provider = {
    getApiUrl: () => '/api',
    getList: async ({ resource }: { resource: string }) => {
      const data = lists[resource] ?? [];
      return { data, total: data.length };
    },
    getOne: async ({ resource, id }: { resource: string; id: unknown }) => ({
      data: (lists[resource] ?? []).find((row) => Object.values(row)[0] === Number(id)),
    }),
    create: async ({ variables }: { variables: Row }) => ({ data: variables }),
    update: vi.fn(async ({ variables }: { variables: Row }) => ({ data: variables })),
    deleteOne: async () => ({ data: {} }),
    custom,
  };
  return provider as unknown as DataProvider & { custom: typeof custom; update: typeof provider.update };
};

export const renderClientsPage = (ui: ReactNode, dataProvider: DataProvider) =>
  renderWithRefine(<MemoryRouter>{ui}</MemoryRouter>, { dataProvider });
