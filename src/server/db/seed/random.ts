/** A small seeded random source, so generated data is the same on every run with the same seed. */

export interface Random {
  /** In [0, 1). */
  next(): number;
  /** Integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  pick<T>(values: readonly T[]): T;
  /** A key chosen with the given relative weights. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K;
  chance(probability: number): boolean;
}

/** mulberry32: fast, good enough for test data, and seedable. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (values) => {
      if (values.length === 0) throw new Error('pick: no values');
      return values[Math.floor(next() * values.length)]!;
    },
    weighted: (weights) => {
      const entries = Object.entries(weights) as [keyof typeof weights, number][];
      const total = entries.reduce((sum, [, w]) => sum + w, 0);
      let roll = next() * total;
      for (const [key, weight] of entries) {
        roll -= weight;
        if (roll < 0) return key;
      }
      return entries[entries.length - 1]![0];
    },
    chance: (p) => next() < p,
  };
}
