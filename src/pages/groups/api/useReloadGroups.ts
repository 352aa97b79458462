import { useInvalidate } from '@refinedev/core';
import { useCallback } from 'react';
import { archivedGroups, groups } from '../../../../resources/groups';

// After a write both group lists are read again: a group moves between them on (un)archiving.
export const useReloadGroups = () => {
  const invalidate = useInvalidate();
  return useCallback(
    () =>
      Promise.all(
        [groups.name, archivedGroups.name].map((resource) => invalidate({ resource, invalidates: ['list'] })),
      ),
    [invalidate],
  );
};
