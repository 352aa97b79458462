import { useDataProvider, type BaseRecord, type HttpError } from '@refinedev/core';
import { useMemo } from 'react';
import type { CreateGroupBody, GroupRow, UpdateGroupInput } from '../../../../resources/groups';

type Method = 'post' | 'patch';

// The group calls of core.md §7.2 through the app's data provider, so they carry the token and fail with
// Refine's HttpError holding the server's message.
export const useGroupApi = () => {
  const getProvider = useDataProvider();
  return useMemo(() => {
    const provider = getProvider();
    const apiUrl = provider.getApiUrl();
    const call = async <Answer extends BaseRecord>(method: Method, path: string, payload: object = {}): Promise<Answer> => {
      if (!provider.custom) throw { message: 'Нет метода custom у поставщика данных', statusCode: 0 } satisfies HttpError;
      const { data } = await provider.custom<Answer>({ url: `${apiUrl}/${path}`, method, payload });
      return data;
    };
    return {
      apiUrl,
      create: (body: CreateGroupBody) => call<GroupRow>('post', 'create-new-class', { ...body, isArchived: false }),
      update: (classId: number, body: UpdateGroupInput) => call<GroupRow>('patch', `classes/${classId}`, body),
      archive: async (group: Pick<GroupRow, 'classId' | 'className'>) => {
        await call('patch', `classes/${group.classId}`, { isArchived: true, className: group.className });
        await call('patch', `student-classes/${group.classId}/archiveStudents`);
      },
      unarchive: (classId: number) => call<GroupRow>('patch', `classes/${classId}`, { isArchived: false }),
      refreshSheet: (classId: number) => call('post', `update-teacher-sheet/${classId}`),
    };
  }, [getProvider]);
};

export type GroupApi = ReturnType<typeof useGroupApi>;

export const errorMessage = (error: unknown): string | undefined => {
  const message = (error as Partial<HttpError> | null)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
};
