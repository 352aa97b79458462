import { ChipList } from './ChipList';
import { useProvidedReferenceLabels, type ReferenceLabels } from './referenceLabels';
import { referenceIds, useReferenceOptions } from './useReferenceOptions';

type ReferenceChipsProps = { target: string | undefined; value: unknown };

const Chips = ({ value, labels }: { value: unknown; labels: ReferenceLabels }) => (
  <ChipList chips={referenceIds(value, labels.idField).map((id) => ({ key: id, label: labels.labelOf(id) ?? String(id) }))} />
);

// The entries' names as chips: from the grid's list (src/components/referenceLabels.tsx), or read here outside a grid.
export function ReferenceChips({ target, value }: ReferenceChipsProps) {
  const provided = useProvidedReferenceLabels(target);
  return provided ? <Chips value={value} labels={provided} /> : <ReadReferenceChips target={target} value={value} />;
}

function ReadReferenceChips({ target, value }: ReferenceChipsProps) {
  return <Chips value={value} labels={useReferenceOptions(target)} />;
}
