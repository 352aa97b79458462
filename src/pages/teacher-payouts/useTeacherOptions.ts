import { useSelect } from '@refinedev/core';
import { teachers, type TeacherRow } from '../../../resources/lookups';

// The teachers to choose from (teacher-name-list-info), searched in the browser.
export const useTeacherOptions = () => {
  const { options, query } = useSelect<TeacherRow>({
    resource: teachers.name,
    meta: { declaration: teachers },
    pagination: { mode: 'off' },
    optionValue: (teacher) => String(teacher.teacherId),
    optionLabel: (teacher) => teacher.teacherName,
    errorNotification: false,
  });
  return { options, loading: query.isLoading, failed: query.isError, retry: () => void query.refetch() };
};
