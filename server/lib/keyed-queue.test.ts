import { describe, expect, it } from 'vitest';
import { createKeyedQueue } from './keyed-queue';

const gate = () => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
};

describe('the keyed queue', () => {
  it('runs the works of one key one after another, and another key meanwhile', async () => {
    const queue = createKeyedQueue();
    const log: string[] = [];
    const first = gate();
    const a1 = queue(1, async () => {
      log.push('a1 start');
      await first.opened;
      log.push('a1 end');
    });
    const a2 = queue(1, async () => {
      log.push('a2');
    });
    await queue(2, async () => {
      log.push('b');
    });
    expect(log).toEqual(['a1 start', 'b']);
    first.open();
    await Promise.all([a1, a2]);
    expect(log).toEqual(['a1 start', 'b', 'a1 end', 'a2']);
  });

  it('goes on after a work that fails, and gives each caller its own answer', async () => {
    const queue = createKeyedQueue();
    const failed = queue(1, async () => {
      throw new Error('refused');
    });
    const next = queue(1, async () => 42);
    await expect(failed).rejects.toThrow('refused');
    expect(await next).toBe(42);
  });
});
