import { describe, expect, it } from 'vitest';
import type { Db } from '../db/types';
import { createSessionCutoffs, REFRESH_MS } from './session-cutoffs';

// The check's rules and its cache, against a stand-in for the database that counts its queries.
const fakeDb = (rows: { id: number; cutoff: number }[]) => {
  const state = { rows, queries: 0 };
  const db = {
    execute: async () => {
      state.queries += 1;
      return { rows: state.rows.map((row) => ({ ...row })) };
    },
  } as unknown as Db;
  return { db, state };
};

const clock = (start = 1_000_000) => {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
};

describe('session cut-offs', () => {
  it('refuses a token issued in the cut-off second or before, or without iat, and lets later ones and other users pass', async () => {
    const { db } = fakeDb([{ id: 5, cutoff: 1_700_000_000 }]);
    const cutoffs = createSessionCutoffs(db);
    expect(await cutoffs.refuses({ sub: '5', iat: 1_699_999_999 })).toBe(true);
    expect(await cutoffs.refuses({ sub: '5', iat: 1_700_000_000 })).toBe(true);
    expect(await cutoffs.refuses({ sub: '5' })).toBe(true);
    expect(await cutoffs.refuses({ sub: '5', iat: 1_700_000_001 })).toBe(false);
    expect(await cutoffs.refuses({ sub: '6', iat: 1 })).toBe(false);
    expect(await cutoffs.refuses({ iat: 1 })).toBe(false);
  });

  it('reads the database at most once per REFRESH_MS, one query for concurrent requests', async () => {
    const time = clock();
    const { db, state } = fakeDb([]);
    const cutoffs = createSessionCutoffs(db, time.now);
    await Promise.all([1, 2, 3].map(() => cutoffs.refuses({ sub: '5', iat: 10 })));
    expect(state.queries).toBe(1);
    time.advance(REFRESH_MS - 1);
    expect(await cutoffs.refuses({ sub: '5', iat: 10 })).toBe(false);
    expect(state.queries).toBe(1);

    // another instance ends user 5's sessions: seen once the snapshot is REFRESH_MS old
    state.rows = [{ id: 5, cutoff: 20 }];
    time.advance(1);
    expect(await cutoffs.refuses({ sub: '5', iat: 10 })).toBe(true);
    expect(state.queries).toBe(2);
  });

  it('applies a cut-off noted on this instance at once, before the snapshot is read again', async () => {
    const time = clock();
    const { db, state } = fakeDb([]);
    const cutoffs = createSessionCutoffs(db, time.now);
    expect(await cutoffs.refuses({ sub: '7', iat: 1_700_000_000 })).toBe(false);
    cutoffs.noteEnded(7, new Date(1_700_000_000_500));
    expect(await cutoffs.refuses({ sub: '7', iat: 1_700_000_000 })).toBe(true);
    expect(await cutoffs.refuses({ sub: '7', iat: 1_700_000_001 })).toBe(false);
    expect(state.queries).toBe(1);
  });
});
