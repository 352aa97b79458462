import { useList } from '@refinedev/core';
import { allParents, parentToasts, type ParentOption } from '../../../../resources/parents';
import { archivedStudents, students } from '../../../../resources/students';
import { errorMessage } from '../../../crud/serverErrors';
import { useServerCall } from '../../../crud/useServerCall';
import { parentLinkOf } from '../../../components/parents/parentLink';

// core.md §4: after a write the student list and the archive list are read again (and the open card).
const toasts = {
  success: parentToasts.changed,
  failure: (error: unknown) => ({ message: parentToasts.changeFailed, description: errorMessage(error) }),
  refresh: [students.name, archivedStudents.name],
};

// core.md §4: the student's parent is linked from the known parents, sending exactly one of parentId or
// clientParentId (the other null), or created for the student. Both writes go through src/crud/useServerCall.ts, whose
// Refine mutation shows the toasts and gives the saving flag.
export const useChangeParentForm = (studentId: number, open: boolean) => {
  const { result, query } = useList<ParentOption>({
    resource: allParents.name,
    meta: { declaration: allParents },
    pagination: { mode: 'off' },
    queryOptions: { enabled: open },
    errorNotification: false,
  });
  const { write, writing } = useServerCall();

  return {
    parents: result.data,
    loading: query.isLoading,
    loadFailed: query.isError ? parentToasts.loadFailed : undefined,
    saving: writing,
    linkExisting: async (parent: ParentOption) =>
      (await write({
        method: 'post',
        path: 'update-or-create-student-parent-link',
        values: { studentId, ...parentLinkOf(parent) },
        ...toasts,
      })) !== undefined,
    addNew: async (parentName: string, parentPhoneNumber: string | null) =>
      (await write({
        method: 'post',
        path: 'student-parent-new-with-link',
        values: { studentId, parentName, parentPhoneNumber },
        ...toasts,
      })) !== undefined,
  };
};
