import { useList, type BaseRecord, type HttpError } from '@refinedev/core';
import { useMemo } from 'react';
import type { AnyResource } from '../../../resources/define';
import type { ClientSchoolClassStatus, CombinedOption, FutureSchoolClass } from '../../../resources/formation';
import { formationStatuses } from '../../../resources/formation-statuses';
import { readList } from '../../crud/readList';
import { useReferenceOptions } from '../../components/useReferenceOptions';

// GET combined-school-classes: the board's groups with their people, a whole list
const boardGroups = readList<FutureSchoolClass>('formation-board', 'Request', 'id', 'combined-school-classes');
// GET combined-subjects-and-school-year?q=&limit=: the people a search finds, a whole list named by its query
const peopleFound = (q: string) => {
  const query = new URLSearchParams({ limit: '50' });
  if (q.trim()) query.set('q', q.trim());
  const path = `combined-subjects-and-school-year?${query.toString()}`;
  return readList<CombinedOption>(path, 'Request', 'id', path);
};

// The formation lists (operations.md §7 "Formation"), whole lists through the data provider, each shown in place
// when it fails; the previous answer stands in while the next is read.
const useFormationList = <Row>(declaration: AnyResource, enabled = true) => {
  const { query: read } = useList<BaseRecord, HttpError>({
    resource: declaration.name,
    meta: { declaration },
    pagination: { mode: 'off' },
    errorNotification: false,
    queryOptions: { enabled, placeholderData: (previous) => previous },
  });
  return {
    data: read.data?.data as unknown as Row[] | undefined,
    loading: read.isLoading,
    fetching: read.isFetching,
    error: read.error,
    refetch: async () => {
      await read.refetch();
    },
  };
};

// the statuses, the whole list of their read-only declaration
export const useStatuses = () => {
  const { query } = useList<ClientSchoolClassStatus>({
    resource: formationStatuses.name,
    meta: { declaration: formationStatuses },
    pagination: { mode: 'off' },
    errorNotification: false,
  });
  return {
    data: query.data?.data,
    loading: query.isLoading,
    error: query.error,
    refetch: async () => {
      await query.refetch();
    },
  };
};
export const useBoard = () => useFormationList<FutureSchoolClass>(boardGroups);
export const usePeople = (q: string, enabled: boolean) => useFormationList<CombinedOption>(peopleFound(q), enabled);

// The three lists a group names: teachers, subjects, class years.
export type Lookup = { options: { value: number; label: string }[]; loading: boolean };
const asLookup = (lookup: ReturnType<typeof useReferenceOptions>): Lookup => ({
  options: lookup.options.map((option) => ({ value: Number(option.value), label: option.label })),
  loading: lookup.loading,
});
export const useGroupLookups = () => {
  const teachers = useReferenceOptions('teachers');
  const subjects = useReferenceOptions('subjects');
  const years = useReferenceOptions('school-years');
  return useMemo(() => ({ teachers: asLookup(teachers), subjects: asLookup(subjects), years: asLookup(years) }), [teachers, subjects, years]);
};
export type GroupLookups = ReturnType<typeof useGroupLookups>;

// operations.md §5 "Formation": an empty teacher, subject or year is saved as the first option of its list.
export const withDefaults = (values: { name: string; staff?: number | null; subject?: number | null; schoolYear?: number | null }, lookups: GroupLookups) => ({
  name: values.name,
  staff: values.staff ?? lookups.teachers.options[0]?.value ?? null,
  subject: values.subject ?? lookups.subjects.options[0]?.value ?? null,
  schoolYear: values.schoolYear ?? lookups.years.options[0]?.value ?? null,
});
