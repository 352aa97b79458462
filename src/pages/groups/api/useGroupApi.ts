import { useMemo } from 'react';
import type { CreateGroupBody, GroupRow, UpdateGroupInput } from '../../../../resources/groups';
import { useServerCall, type CallToasts } from '../../../crud/useServerCall';

// The group calls of core.md §7.2: thin path builders on the app's one way to call the server
// (src/crud/useServerCall.ts); a caller gives the toasts Refine shows, or none when it toasts once for several.
export const useGroupApi = () => {
  const { apiUrl, call } = useServerCall();
  return useMemo(() => {
    return {
      apiUrl,
      create: (body: CreateGroupBody) => call<GroupRow>({ method: 'post', path: 'create-new-class', values: { ...body, isArchived: false } }),
      update: (classId: number, body: UpdateGroupInput, toasts?: CallToasts<GroupRow>) =>
        call<GroupRow>({ method: 'patch', path: `classes/${classId}`, values: body, ...toasts }),
      // two calls, one success toast after the second; a refusal of either says the failure
      archive: async (group: Pick<GroupRow, 'classId' | 'className'>, toasts?: CallToasts) => {
        const values = { isArchived: true, className: group.className };
        await call({ method: 'patch', path: `classes/${group.classId}`, values, failure: toasts?.failure });
        await call({ method: 'patch', path: `student-classes/${group.classId}/archiveStudents`, values: {}, ...toasts });
      },
      unarchive: (classId: number) => call<GroupRow>({ method: 'patch', path: `classes/${classId}`, values: { isArchived: false } }),
      refreshSheet: (classId: number, toasts?: CallToasts) =>
        call({ method: 'post', path: `update-teacher-sheet/${classId}`, values: {}, ...toasts }),
    };
  }, [apiUrl, call]);
};

export type GroupApi = ReturnType<typeof useGroupApi>;
