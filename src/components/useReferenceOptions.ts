import { useList } from '@refinedev/core';
import { useMemo } from 'react';
import { findResource } from '../../resources';
import { labelFieldOf, type GridRow } from './editable-grid/gridFields';

export type ReferenceId = string | number;
export type ReferenceOption = { value: ReferenceId; label: string };

// The entries of a referenced resource ('student-cities') as choices and names, through Refine's useList.
// Lists are small and shared by every cell and select of the page, so they come whole (no query: the server
// refuses one on whole lists) and stay fresh for a minute unless the spec says how long. The names are derived from
// the list's answer as it renders (issue 21): useSelect kept them in state, set by an effect once the answer had
// come, and every table with reference cells rendered again, with the names, before its first paint.
// `enabled: false` asks nothing yet (a dialog's choices before it is first opened).
export const useReferenceOptions = (
  target: string | undefined,
  { staleTime = 60_000, enabled = true }: { staleTime?: number; enabled?: boolean } = {},
) => {
  const declaration = target ? findResource(target) : undefined;
  const { result, query } = useList<GridRow>({
    resource: declaration?.name ?? '',
    meta: { declaration },
    filters: [],
    pagination: { mode: 'off' },
    queryOptions: { enabled: !!declaration && enabled, staleTime },
  });
  const rows = result.data;
  const loading = query.isLoading;

  return useMemo(() => {
    if (!declaration) return { options: [], labelOf: () => undefined, loading: false };
    const { idField } = declaration;
    // lookups declared without fields (teachers, years) are named by their first text property
    const labelOf = (row: GridRow) => {
      const labelKey = labelFieldOf(declaration, row);
      return String((labelKey && row[labelKey]) ?? row[idField]);
    };
    const options: ReferenceOption[] = rows.map((row) => ({ value: row[idField] as ReferenceId, label: labelOf(row) })); // ids stay numbers
    const labels = new Map(options.map((option) => [String(option.value), option.label]));
    return {
      options,
      labelOf: (id: unknown) => (id == null ? undefined : labels.get(String(id))),
      idField,
      loading,
    };
  }, [declaration, rows, loading]);
};

// References arrive as ids or as objects carrying the target's id ({ subjectId, subjectName }).
export const referenceIds = (value: unknown, idField: string | undefined): ReferenceId[] => {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (typeof item === 'string' || typeof item === 'number') return [item];
    if (idField && typeof item === 'object' && item !== null) {
      const id = (item as Record<string, unknown>)[idField];
      if (typeof id === 'string' || typeof id === 'number') return [id];
    }
    return [];
  });
};
