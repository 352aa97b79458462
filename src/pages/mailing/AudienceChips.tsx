import { Button, Popover, Space, Tag } from 'antd';
import { chipOverflow } from './chipOverflow';

type AudienceChipsProps = { items: string[]; label: string; colour?: string };

// A chip list of at most 3 items and a '+N' button whose popover holds the rest (operations.md §2, §9).
export function AudienceChips({ items, label, colour }: AudienceChipsProps) {
  const { shown, rest, more } = chipOverflow(items);
  const chip = (text: string, index: number) => (
    <Tag key={`${index}-${text}`} color={colour} style={{ marginInlineEnd: 0 }}>
      {text}
    </Tag>
  );
  return (
    <Space size={4} wrap>
      {shown.map(chip)}
      {more && (
        <Popover trigger="click" title={label} content={<Space size={4} wrap style={{ maxWidth: 320 }}>{rest.map(chip)}</Space>}>
          <Button size="small" type="dashed" aria-label={`${label}: ещё ${rest.length}`}>
            {more}
          </Button>
        </Popover>
      )}
    </Space>
  );
}
