import { Tag } from 'antd';
import { HEX_COLOUR } from '../../../resources/reference-lists';

// Black or white text, whichever contrasts more with the status colour (WCAG relative luminance: white wins
// below 0.179, where (1.05 / (L + 0.05)) > ((L + 0.05) / 0.05)).
export const textColourOn = (hex: string): string => {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [red, green, blue] = channels.map((channel) =>
    channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4,
  );
  const luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  return luminance > 0.179 ? '#000000' : '#ffffff';
};

type StatusTagProps = { name: string | null | undefined; colour: string | null | undefined };

// An application's status in the colour of the client-status list (core.md §3).
export function StatusTag({ name, colour }: StatusTagProps) {
  if (!name) return null;
  if (!colour || !HEX_COLOUR.test(colour)) return <Tag>{name}</Tag>;
  return (
    <Tag bordered={false} style={{ background: colour, color: textColourOn(colour) }}>
      {name}
    </Tag>
  );
}
