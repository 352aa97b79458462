import { ChipList } from './ChipList';
import { referenceIds, useReferenceOptions } from './useReferenceOptions';

type ReferenceChipsProps = { target: string | undefined; value: unknown };

export function ReferenceChips({ target, value }: ReferenceChipsProps) {
  const { labelOf, idField } = useReferenceOptions(target);
  const chips = referenceIds(value, idField).map((id) => ({ key: id, label: labelOf(id) ?? String(id) }));
  return <ChipList chips={chips} />;
}
