export const CHIPS_SHOWN = 3; // operations.md §9: chip lists show 3 items plus '+N'

// The chips shown and the rest behind the '+N' control.
export const chipOverflow = <Item>(items: readonly Item[], max: number = CHIPS_SHOWN) => {
  const limit = Math.max(0, Math.floor(max));
  const shown = items.slice(0, limit);
  const rest = items.slice(limit);
  return { shown, rest, more: rest.length > 0 ? `+${rest.length}` : null };
};
