import { Tag } from 'antd';
import type { ReactNode } from 'react';

export type Tone = 'default' | 'success' | 'warning' | 'error';

// antd's dark shades (green-8, gold-8, red-8) filled, with white text: antd's light preset tags fail axe's colour
// contrast (like the tasks board's priority tags); the neutral tag keeps antd's grey.
const SHADES: Record<Exclude<Tone, 'default'>, string> = { success: '#237804', warning: '#874d00', error: '#a8071a' };

export function ToneTag({ tone, icon, children }: { tone: Tone; icon?: ReactNode; children: ReactNode }) {
  return (
    <Tag color={tone === 'default' ? undefined : SHADES[tone]} icon={icon} style={{ marginInlineEnd: 0 }}>
      {children}
    </Tag>
  );
}
