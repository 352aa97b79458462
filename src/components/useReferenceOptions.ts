import { useSelect } from '@refinedev/core';
import { useCallback, useMemo } from 'react';
import { findResource } from '../../resources';
import { labelFieldOf, type GridRow } from './editable-grid/gridFields';

export type ReferenceId = string | number;
export type ReferenceOption = { value: ReferenceId; label: string };

// The entries of a referenced resource ('student-cities') as choices and names, through Refine's useSelect.
// Lists are small and shared by every cell and select of the page, so they come whole (no query: the server
// refuses one on whole lists) and stay fresh for a minute unless the spec says how long.
export const useReferenceOptions = (target: string | undefined, { staleTime = 60_000 }: { staleTime?: number } = {}) => {
  const declaration = target ? findResource(target) : undefined;
  const idField = declaration?.idField ?? 'id';
  // lookups declared without fields (teachers, years) are named by their first text property
  const optionLabel = useCallback(
    (row: GridRow) => {
      const labelKey = declaration && labelFieldOf(declaration, row);
      return String((labelKey && row[labelKey]) ?? row[idField]);
    },
    [declaration, idField],
  );
  const optionValue = useCallback((row: GridRow) => row[idField] as string, [idField]); // ids stay numbers
  const select = useSelect<GridRow>({
    resource: declaration?.name ?? '',
    meta: { declaration },
    optionLabel,
    optionValue,
    pagination: { mode: 'off' },
    queryOptions: { enabled: !!declaration, staleTime },
  });
  const { query } = select;
  const selectOptions = select.options as ReferenceOption[];

  return useMemo(() => {
    if (!declaration) return { options: [], labelOf: () => undefined, loading: false };
    const options = selectOptions;
    const labels = new Map(options.map((option) => [String(option.value), option.label]));
    return {
      options,
      labelOf: (id: unknown) => (id == null ? undefined : labels.get(String(id))),
      idField: declaration.idField,
      loading: query.isLoading,
    };
  }, [declaration, selectOptions, query.isLoading]);
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
