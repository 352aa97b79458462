import { useList, useNotification } from '@refinedev/core';
import { useState } from 'react';
import { allParents, parentToasts, type ParentOption } from '../../../../resources/parents';
import { parentLinkOf } from '../../../components/parents/parentLink';
import { useReloadStudents } from '../api/useReloadStudents';
import { errorMessage } from '../../../api/useApi';
import { useStudentApi } from '../api/useStudentApi';

// core.md §4: the student's parent is linked from the known parents, sending exactly one of parentId or
// clientParentId (the other null), or created for the student.
export const useChangeParentForm = (studentId: number, open: boolean) => {
  const { result, query } = useList<ParentOption>({
    resource: allParents.name,
    meta: { declaration: allParents },
    pagination: { mode: 'off' },
    queryOptions: { enabled: open },
    errorNotification: false,
  });
  const api = useStudentApi();
  const reload = useReloadStudents();
  const { open: notify } = useNotification();
  const [saving, setSaving] = useState(false);

  const save = async (write: () => Promise<unknown>) => {
    setSaving(true);
    try {
      await write();
      notify?.({ type: 'success', message: parentToasts.changed });
      void reload();
      return true;
    } catch (error) {
      notify?.({ type: 'error', message: parentToasts.changeFailed, description: errorMessage(error) });
      return false;
    } finally {
      setSaving(false);
    }
  };

  return {
    parents: result.data,
    loading: query.isLoading,
    loadFailed: query.isError ? parentToasts.loadFailed : undefined,
    saving,
    linkExisting: (parent: ParentOption) => save(() => api.linkParent({ studentId, ...parentLinkOf(parent) })),
    addNew: (parentName: string, parentPhoneNumber: string | null) =>
      save(() => api.createParentWithLink({ studentId, parentName, parentPhoneNumber })),
  };
};
