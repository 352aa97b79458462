import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { App as AntdApp, ConfigProvider, theme } from 'antd';
// Vite 8 with "type": "module" leaves antd in English with 'antd/locale/ru_RU' (notes/performance.md).
import ruRU from 'antd/es/locale/ru_RU';
import { scrollToFirstError } from '../components/forms/scrollToFirstError';
import { useReducedMotion } from '../lib/useReducedMotion';
import { storedThemeMode, THEME_STORAGE_KEY, ThemeModeContext, type ThemeMode } from './themeMode';

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

// Light and dark themes, the choice kept in local storage under 'theme' (core.md §1).
export const ThemeProvider = ({ children }: { children: ReactNode }) => {
  const [mode, setMode] = useState<ThemeMode>(storedThemeMode);
  const toggle = useCallback(() => {
    setMode((current) => {
      const next = current === 'dark' ? 'light' : 'dark';
      localStorage.setItem(THEME_STORAGE_KEY, next);
      return next;
    });
  }, []);
  useEffect(() => {
    // native scrollbars and form controls follow the theme too
    document.documentElement.style.colorScheme = mode;
  }, [mode]);
  const context = useMemo(() => ({ mode, toggle }), [mode, toggle]);
  const reducedMotion = useReducedMotion();
  const themeConfig = useMemo(
    () => ({
      algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
      // antd's default blue (#1677ff) and secondary grey give white button text and links under 4.5:1 (WCAG AA,
      // axe 'color-contrast'): a darker blue and a darker grey in the light theme
      token: { ...(mode === 'dark' ? {} : ACCESSIBLE_LIGHT_COLOURS), motion: !reducedMotion },
    }),
    [mode, reducedMotion],
  );
  return (
    <ThemeModeContext.Provider value={context}>
      <ConfigProvider locale={ruRU} theme={themeConfig} form={{ scrollToFirstError }}>
        <AntdApp>{children}</AntdApp>
      </ConfigProvider>
    </ThemeModeContext.Provider>
  );
};
