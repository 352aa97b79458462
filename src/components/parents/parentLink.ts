import type { ParentOption } from '../../../resources/parents';

export type ParentLink = { parentId: number | null; clientParentId: number | null };

// core.md §4: the Change parent dialog sends exactly one of parentId / clientParentId, the other null.
export const parentLinkOf = (chosen: ParentOption): ParentLink =>
  chosen.parentId ? { parentId: chosen.parentId, clientParentId: null } : { parentId: null, clientParentId: chosen.clientParentId };

// Whether a list entry is the parent the application or student already has.
export const isCurrentParent = (option: ParentOption, current: ParentLink) =>
  option.parentId ? option.parentId === current.parentId : option.clientParentId !== null && option.clientParentId === current.clientParentId;
