import { useCallback, useMemo, useSyncExternalStore } from 'react';

// Every hook instance on one key sees the same value: writes notify the other instances of this tab,
// and the 'storage' event brings in writes of other tabs.
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
};

// Values that could not be written (storage disabled, quota exceeded) live here until the page closes.
const unsaved = new Map<string, string>();

const readRaw = (key: string): string | null => {
  if (unsaved.has(key)) return unsaved.get(key) ?? null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};

const writeRaw = (key: string, raw: string) => {
  try {
    window.localStorage.setItem(key, raw);
    unsaved.delete(key);
  } catch {
    unsaved.set(key, raw);
  }
};

const parse = <T>(raw: string | null, fallback: T, isValid: (value: unknown) => value is T): T => {
  if (raw == null) return fallback;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
};

const acceptAnything = <T>(value: unknown): value is T => value !== undefined;

export type SetStoredState<T> = (next: T | ((previous: T) => T)) => void;

export const useLocalStorageState = <T>(
  key: string,
  fallback: T,
  isValid: (value: unknown) => value is T = acceptAnything,
): [T, SetStoredState<T>] => {
  const raw = useSyncExternalStore(subscribe, () => readRaw(key), () => null);
  // the fallback is often a fresh literal; its JSON keeps the parsed value stable across renders
  const fallbackJson = JSON.stringify(fallback);
  const value = useMemo(() => parse(raw, fallback, isValid), [raw, fallbackJson, isValid]);

  const setValue = useCallback<SetStoredState<T>>(
    (next) => {
      // read afresh, so two writers in one tick (two grids sharing a key) do not undo each other
      const previous = parse(readRaw(key), JSON.parse(fallbackJson) as T, isValid);
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(previous) : next;
      writeRaw(key, JSON.stringify(resolved));
      listeners.forEach((listener) => listener());
    },
    [key, fallbackJson, isValid],
  );

  return [value, setValue];
};

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
