import { act, cleanup, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from './ThemeProvider';

const ShowMotion = () => {
  const { token } = theme.useToken();
  return <span>{token.motion ? 'анимация включена' : 'анимация выключена'}</span>;
};

// A matchMedia whose '(prefers-reduced-motion: reduce)' answer the test sets and changes.
const systemSetting = (reduce: boolean) => {
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return reduce;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.spyOn(window, 'matchMedia').mockImplementation((media: string) =>
    (media === '(prefers-reduced-motion: reduce)' ? list : { matches: false, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
  );
  return {
    change: (next: boolean) => {
      reduce = next;
      listeners.forEach((listener) => listener());
    },
  };
};

describe('the theme and the system motion setting', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('keeps antd animations by default', () => {
    systemSetting(false);
    render(<ThemeProvider><ShowMotion /></ThemeProvider>);
    expect(screen.getByText('анимация включена')).toBeTruthy();
  });

  it('turns them off when the system asks for reduced motion, and back on when it stops asking', () => {
    const setting = systemSetting(true);
    render(<ThemeProvider><ShowMotion /></ThemeProvider>);
    expect(screen.getByText('анимация выключена')).toBeTruthy();
    act(() => setting.change(false));
    expect(screen.getByText('анимация включена')).toBeTruthy();
  });
});
