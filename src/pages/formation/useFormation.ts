import { useApiUrl, useCustom, useList, type BaseRecord } from '@refinedev/core';
import { useMemo } from 'react';
import type { ClientSchoolClassStatus, CombinedOption, FutureSchoolClass } from '../../../resources/formation';
import { formationStatuses } from '../../../resources/formation-statuses';
import { useReferenceOptions } from '../../components/useReferenceOptions';

// The formation reads (operations.md §7 "Formation"), each shown in place when it fails.
export const useFormationRead = <Answer>(path: string, query?: Record<string, string | number | undefined>, enabled = true) => {
  const apiUrl = useApiUrl();
  const { query: read } = useCustom<BaseRecord>({
    url: `${apiUrl}/${path}`,
    method: 'get',
    config: { query: query ? Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) : undefined },
    queryOptions: { enabled, placeholderData: (previous) => previous },
    errorNotification: false,
  });
  return {
    data: read.data?.data as unknown as Answer | undefined,
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
export const useBoard = () => useFormationRead<FutureSchoolClass[]>('combined-school-classes');
export const usePeople = (q: string, enabled: boolean) => useFormationRead<CombinedOption[]>('combined-subjects-and-school-year', { q: q.trim() || undefined, limit: 50 }, enabled);

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
