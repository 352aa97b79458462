import { theme, type ThemeConfig } from 'antd';
import type { ThemeMode } from './themeMode';

const ACCESSIBLE_LIGHT_COLOURS = {
  colorPrimary: '#0958d9',
  colorLink: '#0958d9',
  colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
  colorTextDescription: 'rgba(0, 0, 0, 0.65)', // Typography type="secondary"
  // a select's placeholder ('Все кабинеты' on the schedule) at 5.7:1 on white; antd's 0.25 fails axe color-contrast
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
  // a form's red validation message at 5.9:1 on white (red-7); antd's #ff4d4f is 3.2:1 and fails axe color-contrast
  colorError: '#cf1322',
};

// The app's antd theme (src/layout/ThemeProvider.tsx), and the one the build writes antd's styles for ahead of time
// (build/antdStyles.ts): the same object in both places gives the same token hash, so that the page's antd
// components find their styles in that file instead of computing them.
// antd's default blue (#1677ff) and secondary grey give white button text and links under 4.5:1 (WCAG AA, axe
// 'color-contrast'): a darker blue and a darker grey in the light theme.
export const themeConfigOf = (mode: ThemeMode, reducedMotion: boolean): ThemeConfig => ({
  algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
  token: { ...(mode === 'dark' ? {} : ACCESSIBLE_LIGHT_COLOURS), motion: !reducedMotion },
});
