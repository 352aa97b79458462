import type { ReactNode } from 'react';
import { HomeOutlined, SettingOutlined } from '@ant-design/icons';

// Declarations and the page registry name their icons; this is the one place that turns a name into a picture.
export const icons = {
  home: <HomeOutlined />,
  settings: <SettingOutlined />,
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof icons;
