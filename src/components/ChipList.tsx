import { Popover, Space, Tag } from 'antd';
import type { Key } from 'react';

export type Chip = { key: Key; label: string; colour?: string };

type ChipListProps = { chips: Chip[]; max?: number };

// At most `max` chips and a '+N' chip that shows the rest (operations.md §9: 3 items plus '+N').
export function ChipList({ chips, max = 3 }: ChipListProps) {
  const shown = chips.slice(0, max);
  const rest = chips.slice(max);
  const render = (chip: Chip) => (
    <Tag key={chip.key} color={chip.colour} style={{ marginInlineEnd: 0 }}>
      {chip.label}
    </Tag>
  );
  return (
    <Space size={4} wrap>
      {shown.map(render)}
      {rest.length > 0 && (
        <Popover content={<Space size={4} wrap style={{ maxWidth: 320 }}>{rest.map(render)}</Space>}>
          <Tag style={{ marginInlineEnd: 0, cursor: 'pointer' }}>+{rest.length}</Tag>
        </Popover>
      )}
    </Space>
  );
}
