import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useTabParam } from './useTabParam';

const tabs = [{ key: 'overview' }, { key: 'left' }] as const;

const renderAt = (url: string) => {
  let location = '';
  const wrapper = ({ children }: { children: ReactNode }) => {
    const Probe = () => {
      const here = useLocation();
      location = `${here.pathname}${here.search}`;
      return <>{children}</>;
    };
    const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: [url] });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useTabParam(tabs), { wrapper });
  return { hook, location: () => location };
};

describe('the tab in the address', () => {
  it('opens the tab the address names, and the first for a missing or unknown one', () => {
    expect(renderAt('/s?tab=left').hook.result.current[0].key).toBe('left');
    expect(renderAt('/s').hook.result.current[0].key).toBe('overview');
    expect(renderAt('/s?tab=nonsense').hook.result.current[0].key).toBe('overview');
  });

  it('writes the chosen tab into the address and keeps the other parameters', () => {
    const { hook, location } = renderAt('/s?from=2026-01-01');
    act(() => hook.result.current[1]('left'));
    expect(hook.result.current[0].key).toBe('left');
    expect(location()).toBe('/s?from=2026-01-01&tab=left');
  });
});
