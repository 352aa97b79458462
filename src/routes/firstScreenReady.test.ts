import { describe, expect, it } from 'vitest';
import { awaitedByFirstRender, firstScreenReady } from './firstScreenReady';

const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// One module state for the file, as for a page load: the tests run in order and add to what the first started.
describe('firstScreenReady', () => {
  it('settles once the page and the answers are there, a failed one included, and hands each caller its own promise', async () => {
    let pageLoaded = false;
    const page = awaitedByFirstRender(after(30).then(() => (pageLoaded = true)));
    const failed = awaitedByFirstRender(Promise.reject(new Error('offline')));
    await expect(failed).rejects.toThrow('offline');
    const started = Date.now();
    await firstScreenReady(5_000);
    expect(pageLoaded).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_000);
    await expect(page).resolves.toBe(true);
  });

  it('waits no longer than it is told for work that has not settled', async () => {
    let settled = false;
    awaitedByFirstRender(after(2_000).then(() => (settled = true)));
    const started = Date.now();
    await firstScreenReady(50);
    expect(settled).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });
});
