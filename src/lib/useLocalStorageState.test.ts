// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPlainObject, useLocalStorageState } from './useLocalStorageState';

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('useLocalStorageState', () => {
  it.each([
    ['nothing stored', null, { a: 1 }],
    ['broken JSON', '{not json', { a: 1 }],
    ['wrong shape', '[1,2]', { a: 1 }],
    ['a stored object', '{"b":2}', { b: 2 }],
  ])('reads %s', (_case, stored, expected) => {
    if (stored != null) window.localStorage.setItem('key', stored);
    const { result } = renderHook(() => useLocalStorageState('key', { a: 1 }, isPlainObject));
    expect(result.current[0]).toEqual(expected);
  });

  it('writes JSON and shares the value between hooks on one key', () => {
    const first = renderHook(() => useLocalStorageState<number>('count', 0));
    const second = renderHook(() => useLocalStorageState<number>('count', 0));
    act(() => first.result.current[1]((previous) => previous + 1));
    expect(window.localStorage.getItem('count')).toBe('1');
    expect(second.result.current[0]).toBe(1);
  });

  it('applies updaters to the stored value, so two writers keep each other', () => {
    const { result } = renderHook(() => useLocalStorageState<Record<string, unknown>>('widths', {}, isPlainObject));
    act(() => {
      result.current[1]((previous) => ({ ...previous, grid1: 100 }));
      result.current[1]((previous) => ({ ...previous, grid2: 200 }));
    });
    expect(result.current[0]).toEqual({ grid1: 100, grid2: 200 });
  });

  it('keeps working in memory when storage refuses writes', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const { result } = renderHook(() => useLocalStorageState('refused', 'a'));
    act(() => result.current[1]('b'));
    expect(result.current[0]).toBe('b');
  });

  it('keeps a stable value between renders', () => {
    window.localStorage.setItem('stable', '{"x":1}');
    const { result, rerender } = renderHook(() => useLocalStorageState('stable', {}, isPlainObject));
    const before = result.current[0];
    rerender();
    expect(result.current[0]).toBe(before);
  });
});
