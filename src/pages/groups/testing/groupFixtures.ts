import type { DataProvider } from '@refinedev/core';
import { vi } from 'vitest';
import type { GroupRow } from '../../../../resources/groups';

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

// The API behind the group screens for component tests: the lists by resource name, and every write recorded
// and answered by `answer` (a thrown HttpError is a refusal).
export const groupsDataProvider = (
  lists: Record<string, unknown[] | Error>,
  answer: (call: CustomCall) => unknown = () => ({}),
) => {
  const calls: CustomCall[] = [];
  const provider = {
    getApiUrl: () => '/api',
    getList: vi.fn(async ({ resource }: { resource: string }) => {
      const list = lists[resource] ?? [];
      if (list instanceof Error) throw { message: list.message, statusCode: 500 };
      return { data: list, total: list.length };
    }),
    getOne: async () => ({ data: {} }),
    create: async () => ({ data: {} }),
    update: async () => ({ data: {} }),
    deleteOne: async () => ({ data: {} }),
    custom: async ({ url, method, payload }: { url: string; method: string; payload?: unknown }) => {
      const call = { method, url, payload };
      // the writes; the one read through custom is the report settings of the refresh button (GET sheets/settings)
      if (method !== 'get') calls.push(call);
      return { data: method === 'get' && url.endsWith('/sheets/settings') ? { configured: true, message: null, serviceAccountEmail: null } : answer(call) };
    },
  };
  return { provider: provider as unknown as DataProvider, calls };
};
