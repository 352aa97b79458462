import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
// Vite 8 with "type": "module" leaves antd in English with 'antd/locale/ru_RU' (notes/performance.md).
import ruRU from 'antd/es/locale/ru_RU';
import { scrollToFirstError } from '../components/forms/scrollToFirstError';
import { useReducedMotion } from '../lib/useReducedMotion';
import { themeConfigOf } from './themeConfig';
import { storedThemeMode, THEME_STORAGE_KEY, ThemeModeContext, type ThemeMode } from './themeMode';

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
  const themeConfig = useMemo(() => themeConfigOf(mode, reducedMotion), [mode, reducedMotion]);
  return (
    <ThemeModeContext.Provider value={context}>
      <ConfigProvider locale={ruRU} theme={themeConfig} form={{ scrollToFirstError }}>
        <AntdApp>{children}</AntdApp>
      </ConfigProvider>
    </ThemeModeContext.Provider>
  );
};
