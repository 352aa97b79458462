import { useInvalidate } from '@refinedev/core';
import { useCallback } from 'react';
import { archivedStudents, students } from '../../../../resources/students';

// core.md §4: after a write the student list and the archive list are reloaded (and any open card).
export const useReloadStudents = () => {
  const invalidate = useInvalidate();
  return useCallback(
    () =>
      Promise.all(
        [students.name, archivedStudents.name].map((resource) => invalidate({ resource, invalidates: ['resourceAll'] })),
      ),
    [invalidate],
  );
};
