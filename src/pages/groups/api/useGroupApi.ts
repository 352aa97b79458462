import { useMemo } from 'react';
import type { CreateGroupBody, GroupRow, UpdateGroupInput } from '../../../../resources/groups';
import { useServerCall } from '../../../crud/useServerCall';

// The group calls of core.md §7.2, through the app's one way to call the server (src/crud/useServerCall.ts).
export const useGroupApi = () => {
  const { apiUrl, send: call } = useServerCall();
  return useMemo(() => {
    return {
      apiUrl,
      create: (body: CreateGroupBody) => call<GroupRow>('post', 'create-new-class', { ...body, isArchived: false }),
      update: (classId: number, body: UpdateGroupInput) => call<GroupRow>('patch', `classes/${classId}`, body),
      archive: async (group: Pick<GroupRow, 'classId' | 'className'>) => {
        await call('patch', `classes/${group.classId}`, { isArchived: true, className: group.className });
        await call('patch', `student-classes/${group.classId}/archiveStudents`, {});
      },
      unarchive: (classId: number) => call<GroupRow>('patch', `classes/${classId}`, { isArchived: false }),
      refreshSheet: (classId: number) => call('post', `update-teacher-sheet/${classId}`, {}),
    };
  }, [apiUrl, call]);
};

export type GroupApi = ReturnType<typeof useGroupApi>;
