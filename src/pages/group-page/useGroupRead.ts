import { useList, useOne, type HttpError } from '@refinedev/core';
import { groupCards } from '../../../resources/group-card';
import type { SchoolClassInfo, StudentClass } from '../../../resources/group-page';
import { studentClassesOf } from '../../../resources/student-classes';

// The group page's reads (operations.md §7 "Group page and exits") through the data provider, each in the state
// the page shows (a failure in place, no toast).
const stateOf = <Data>(data: Data | undefined, query: { isLoading: boolean; error: HttpError | null; refetch: () => unknown }) => ({
  data,
  loading: query.isLoading,
  error: query.error ?? undefined,
  retry: () => void query.refetch(),
});

// The group's card (school-class-info/{id}).
export const useGroupCard = (schoolClassId: number) => {
  const { query } = useOne<SchoolClassInfo>({ resource: groupCards.name, id: schoolClassId, meta: { declaration: groupCards }, errorNotification: false });
  return stateOf(query.data?.data, query);
};

// The students who are or were in the group (student-classes/schoolClass/{id}).
export const useGroupStudents = (schoolClassId: number) => {
  const declaration = studentClassesOf(schoolClassId);
  const { query } = useList<StudentClass>({
    resource: declaration.name,
    meta: { declaration },
    pagination: { mode: 'off' },
    errorNotification: false,
  });
  return stateOf(query.data?.data, query);
};
