import { useProvidedReferenceLabels } from './referenceLabels';
import { useReferenceOptions } from './useReferenceOptions';

type ReferenceNameProps = { target: string | undefined; id: unknown };

// An entry's name: from the grid's list (src/components/referenceLabels.tsx), or read here outside a grid.
export function ReferenceName({ target, id }: ReferenceNameProps) {
  const provided = useProvidedReferenceLabels(target);
  return provided ? <>{provided.labelOf(id) ?? ''}</> : <ReadReferenceName target={target} id={id} />;
}

function ReadReferenceName({ target, id }: ReferenceNameProps) {
  const { labelOf } = useReferenceOptions(target);
  return <>{labelOf(id) ?? ''}</>;
}
