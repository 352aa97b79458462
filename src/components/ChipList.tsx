import { Flex, Popover, Tag } from 'antd';
import type { Key } from 'react';

export type Chip = { key: Key; label: string; colour?: string };

type ChipListProps = { chips: Chip[]; max?: number };

// At most `max` chips and a '+N' chip that shows the rest (operations.md §9: 3 items plus '+N'). Flex, not Space:
// one element for the lot instead of a wrapper each, in every row of a grid (issue 21).
export function ChipList({ chips, max = 3 }: ChipListProps) {
  const shown = chips.slice(0, max);
  const rest = chips.slice(max);
  const render = (chip: Chip) => (
    <Tag key={chip.key} color={chip.colour} style={{ marginInlineEnd: 0 }}>
      {chip.label}
    </Tag>
  );
  return (
    <Flex gap={4} wrap align="center">
      {shown.map(render)}
      {rest.length > 0 && (
        <Popover content={<Flex gap={4} wrap style={{ maxWidth: 320 }}>{rest.map(render)}</Flex>}>
          <Tag style={{ marginInlineEnd: 0, cursor: 'pointer' }}>+{rest.length}</Tag>
        </Popover>
      )}
    </Flex>
  );
}
