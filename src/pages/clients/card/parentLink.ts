import type { ParentOption } from '../../../../resources/parents';

export type ClientParentLinkBody = { clientId: number; parentId: number | null; clientParentId: number | null };

// core.md §4: the Change parent dialog sends exactly one of parentId / clientParentId, the other null.
export const parentLinkBody = (clientId: number, chosen: ParentOption): ClientParentLinkBody =>
  chosen.parentId
    ? { clientId, parentId: chosen.parentId, clientParentId: null }
    : { clientId, parentId: null, clientParentId: chosen.clientParentId };

// Whether a list entry is the parent the application already has.
export const isCurrentParent = (option: ParentOption, current: { parentId: number | null; clientParentId: number | null }) =>
  option.parentId ? option.parentId === current.parentId : option.clientParentId === current.clientParentId;
