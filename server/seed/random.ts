// A small seeded generator (mulberry32): the demo data is the same on every run.
export type Random = {
  next: () => number; // [0, 1)
  integer: (min: number, max: number) => number; // both ends included
  pick: <T>(items: readonly T[]) => T;
  sample: <T>(items: readonly T[], size: number) => T[];
  chance: (probability: number) => boolean;
};

export const createRandom = (seed: number): Random => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const integer = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[integer(0, items.length - 1)];
  const sample = <T>(items: readonly T[], size: number) => {
    const pool = [...items];
    const chosen: T[] = [];
    while (chosen.length < size && pool.length > 0) chosen.push(pool.splice(integer(0, pool.length - 1), 1)[0]);
    return chosen;
  };
  return { next, integer, pick, sample, chance: (probability) => next() < probability };
};
