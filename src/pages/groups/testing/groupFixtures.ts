import type { DataProvider, GetListParams } from '@refinedev/core';
import { vi } from 'vitest';
import type { GroupFilterOptions, GroupRow } from '../../../../resources/groups';

export const groupRow = (patch: Partial<GroupRow> & Pick<GroupRow, 'classId' | 'className'>): GroupRow => ({
  classCycle: 2,
  numberOfLessonsPerCycle: 8,
  schoolYear: { id: 5, description: '5 класс' },
  teacher: { teacherId: 1, teacherName: 'Петров Олег' },
  subjectPricing: { id: 1, name: 'Стандарт' },
  subject: { subjectId: 1, subjectName: 'Математика' },
  color: '#1677ff',
  isArchived: false,
  sheetUrl: 'https://docs.google.com/spreadsheets/d/1',
  teacherSheetId: null,
  enrolledStudents: [],
  ...patch,
});

export type CustomCall = { method: string; url: string; payload: unknown };

export type ListAnswer = unknown[] | Error | ((params: GetListParams) => { data: unknown[]; total: number });

// The API behind the group screens for component tests: the lists by resource name (a function answers as the server
// would the page, search and filters it is asked for), the filter options of the groups list, and every write
// recorded and answered by `answer` (a thrown HttpError is a refusal).
export const groupsDataProvider = (
  lists: Record<string, ListAnswer>,
  answer: (call: CustomCall) => unknown = () => ({}),
  filterOptions: GroupFilterOptions = { total: 0, teachers: [], classes: [] },
) => {
  const calls: CustomCall[] = [];
  const provider = {
    getApiUrl: () => '/api',
    getList: vi.fn(async (params: GetListParams) => {
      const list = lists[params.resource] ?? [];
      if (list instanceof Error) throw { message: list.message, statusCode: 500 };
      return typeof list === 'function' ? list(params) : { data: list, total: list.length };
    }),
    getOne: async () => ({ data: {} }),
    create: async () => ({ data: {} }),
    update: async () => ({ data: {} }),
    deleteOne: async () => ({ data: {} }),
    custom: async ({ url, method, payload }: { url: string; method: string; payload?: unknown }) => {
      const call = { method, url, payload };
      // the writes; the reads through custom are the report settings of the refresh button (GET sheets/settings)
      // and the groups list's counters and filter choices (GET teacher-sheets-filters)
      if (method !== 'get') {
        calls.push(call);
        return { data: answer(call) };
      }
      if (url.endsWith('/sheets/settings')) return { data: { configured: true, message: null, serviceAccountEmail: null } };
      if (url.endsWith('/teacher-sheets-filters')) return { data: filterOptions };
      return { data: answer(call) };
    },
  };
  return { provider: provider as unknown as DataProvider, calls };
};
