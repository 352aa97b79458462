import { useReferenceOptions } from './useReferenceOptions';

type ReferenceNameProps = { target: string | undefined; id: unknown };

export function ReferenceName({ target, id }: ReferenceNameProps) {
  const { labelOf } = useReferenceOptions(target);
  return <>{labelOf(id) ?? ''}</>;
}
