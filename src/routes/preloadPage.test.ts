// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pages } from './pages';
import { preloadPage } from './preloadPage';

const pageAt = (path: string) => pages.find((page) => page.path === path)!;

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('preloadPage', () => {
  it("starts loading the opened page's chunk", () => {
    const load = vi.spyOn(pageAt('/students/table'), 'load').mockResolvedValue({ default: () => null });
    const card = vi.spyOn(pageAt('/students/:studentId'), 'load').mockResolvedValue({ default: () => null });
    preloadPage('/students/table');
    expect(load).toHaveBeenCalledTimes(1);
    expect(card).not.toHaveBeenCalled();
  });

  it('matches pages with parameters', () => {
    const load = vi.spyOn(pageAt('/students/:studentId'), 'load').mockResolvedValue({ default: () => null });
    preloadPage('/students/42');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('after the sign-in returns to /, loads the page the user asked for', () => {
    const load = vi.spyOn(pageAt('/clients/table'), 'load').mockResolvedValue({ default: () => null });
    sessionStorage.setItem('auth.returnPath', '/clients/table?page=2');
    preloadPage('/');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing for an unknown address, and a failed download is left to the route', async () => {
    const load = vi.spyOn(pageAt('/students/table'), 'load').mockRejectedValue(new Error('offline'));
    expect(() => preloadPage('/no-such-page')).not.toThrow();
    preloadPage('/students/table');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
