import { useList } from '@refinedev/core';
import { useMemo } from 'react';
import { findResource } from '../../resources';
import { labelFieldOf, type GridRow } from './editable-grid/gridFields';

export type ReferenceId = string | number;
export type ReferenceOption = { value: ReferenceId; label: string };

// The entries of a referenced resource ('student-cities') as choices and names. Lists are small and shared
// by every cell and select of the page, so they come whole and stay fresh for a minute.
export const useReferenceOptions = (target: string | undefined) => {
  const declaration = target ? findResource(target) : undefined;
  const { result, query } = useList<GridRow>({
    resource: declaration?.name ?? '',
    meta: { declaration },
    pagination: { mode: 'off' },
    queryOptions: { enabled: !!declaration, staleTime: 60_000 },
  });

  const rows = result.data;
  return useMemo(() => {
    if (!declaration) return { options: [], labelOf: () => undefined, loading: false };
    const labelKey = labelFieldOf(declaration, rows[0]);
    const options: ReferenceOption[] = rows.map((row) => ({
      value: row[declaration.idField] as ReferenceId,
      label: String((labelKey && row[labelKey]) ?? row[declaration.idField]),
    }));
    const labels = new Map(options.map((option) => [String(option.value), option.label]));
    return {
      options,
      labelOf: (id: unknown) => (id == null ? undefined : labels.get(String(id))),
      idField: declaration.idField,
      loading: query.isLoading,
    };
  }, [declaration, rows, query.isLoading]);
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
