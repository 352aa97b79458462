import { afterEach, describe, expect, it, vi } from 'vitest';

const store = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  return {
    listeners,
    status: 'initialising',
    set(next: string) {
      this.status = next;
      listeners.forEach((listener) => listener());
    },
  };
});
vi.mock('../../providers/keycloak', () => ({
  authStatus: {
    get: () => store.status,
    subscribe: (listener: () => void) => {
      store.listeners.add(listener);
      return () => store.listeners.delete(listener);
    },
  },
  currentIdentity: () => null,
}));

const { subscribeAfterOthers } = await import('./useSession');

afterEach(() => {
  vi.useRealTimers();
  store.listeners.clear();
});

describe('subscribeAfterOthers (how the screens hear of the session)', () => {
  it('tells the screens one task after the change, once the microtasks started on it have run', async () => {
    vi.useFakeTimers();
    const heard: string[] = [];
    subscribeAfterOthers(() => heard.push(`screens: ${store.status}`));
    store.listeners.add(() => void Promise.resolve().then(() => heard.push('early GET sent')));
    store.set('authenticated');
    await Promise.resolve();
    expect(heard).toEqual(['early GET sent']);
    await vi.runAllTimersAsync();
    expect(heard).toEqual(['early GET sent', 'screens: authenticated']);
  });

  it('tells once for changes in one task, and nothing after unsubscribing', async () => {
    vi.useFakeTimers();
    const listener = vi.fn();
    const unsubscribe = subscribeAfterOthers(listener);
    store.set('anonymous');
    store.set('authenticated');
    await vi.runAllTimersAsync();
    expect(listener).toHaveBeenCalledTimes(1);
    store.set('error');
    unsubscribe();
    await vi.runAllTimersAsync();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.listeners.size).toBe(0);
  });
});
