import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFromSearch, withFilters, type GroupFilters } from './groupFilters';

// The group list's search and filters, kept in the address (a typed search replaces the entry, not adds one).
export const useGroupFilters = () => {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(params), [params]);
  const setFilters = useCallback(
    (next: GroupFilters) => setParams((current) => withFilters(current, next), { replace: true }),
    [setParams],
  );
  return [filters, setFilters] as const;
};
