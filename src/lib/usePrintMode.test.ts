// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRINT_RESET_MS, usePrintMode } from './usePrintMode';

describe('print mode', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(window, 'print').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('prints, then resets after the print event', () => {
    const { result } = renderHook(() => usePrintMode());
    act(() => result.current.startPrinting());
    expect(result.current.printing).toBe(true);
    act(() => void vi.advanceTimersByTime(60));
    expect(window.print).toHaveBeenCalledTimes(1);
    act(() => void window.dispatchEvent(new Event('afterprint')));
    expect(result.current.printing).toBe(false);
  });

  it('resets after 5 s when no print event comes', () => {
    const { result } = renderHook(() => usePrintMode());
    act(() => result.current.startPrinting());
    act(() => void vi.advanceTimersByTime(PRINT_RESET_MS - 1));
    expect(result.current.printing).toBe(true);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.printing).toBe(false);
  });
});
