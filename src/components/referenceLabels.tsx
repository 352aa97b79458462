import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useReferenceOptions } from './useReferenceOptions';

export type ReferenceLabels = Pick<ReturnType<typeof useReferenceOptions>, 'labelOf' | 'idField'>;

const ReferenceLabelsContext = createContext<ReadonlyMap<string, ReferenceLabels>>(new Map());

// The names of one referenced list for everything below: one useSelect for the list, whatever the number of
// cells that name its entries.
function OneReference({ target, children }: { target: string; children: ReactNode }) {
  const outer = useContext(ReferenceLabelsContext);
  const { labelOf, idField } = useReferenceOptions(target);
  const labels = useMemo(() => new Map(outer).set(target, { labelOf, idField }), [outer, target, labelOf, idField]);
  return <ReferenceLabelsContext.Provider value={labels}>{children}</ReferenceLabelsContext.Provider>;
}

// A table's reference cells (issue 21 item 3): each had a useSelect of its own, a Refine list query with two dozen
// hooks, so the 25 rows of the applications table ran some 150 of them on the first render. The grid reads each
// list it names once here; `targets` is every reference of its declaration, shown or not, so that showing a column
// does not rebuild the table below.
export function ReferenceLabelsProvider({ targets, children }: { targets: readonly string[]; children: ReactNode }) {
  return targets.reduceRight<ReactNode>(
    (inner, target) => (
      <OneReference key={target} target={target}>
        {inner}
      </OneReference>
    ),
    children,
  );
}

// A list's names as the nearest provider reads them, if one does.
export const useProvidedReferenceLabels = (target: string | undefined): ReferenceLabels | undefined =>
  useContext(ReferenceLabelsContext).get(target ?? '');
