import { Tag } from 'antd';
import { gradeTone } from '../../../resources/money/payouts';

// money.md §9: a grade containing a plus as success, otherwise as warning. Filled tags in antd's darker preset
// shades (green-8, orange-8) with white text: the theme's light success and warning tags are below the 4.5:1
// contrast of text (axe color-contrast), and these read on both themes.
export const TONE_COLOURS = { success: '#237804', warning: '#ad4e00' } as const;

export function GradeTag({ value }: { value: string }) {
  return <Tag color={TONE_COLOURS[gradeTone(value)]}>{value}</Tag>;
}
