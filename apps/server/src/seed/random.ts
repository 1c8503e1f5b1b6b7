// A small seeded PRNG so the demo neighbourhood (and every generated picture) is the same on
// every machine and every run: mulberry32, 32-bit state, good enough for demo data.

export type Rng = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both ends included. */
  int: (min: number, max: number) => number;
  /** A float in [min, max). */
  float: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(list: readonly T[]) => T;
  shuffle: <T>(list: readonly T[]) => T[];
  /** `count` distinct items in random order (fewer when the list is shorter). */
  sample: <T>(list: readonly T[], count: number) => T[];
  /** An independent stream derived from this one's seed and a label, unaffected by later draws. */
  fork: (label: string | number) => Rng;
};

export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a: turns a label into a 32-bit seed. */
export function hashSeed(label: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < label.length; i += 1) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function createRng(seed: number | string): Rng {
  const base = typeof seed === 'number' ? seed >>> 0 : hashSeed(seed);
  const next = mulberry32(base);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => {
    if (list.length === 0) throw new Error('pick from an empty list');
    return list[Math.floor(next() * list.length)] as T;
  };
  const shuffle = <T>(list: readonly T[]): T[] => {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  };
  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick,
    shuffle,
    sample: (list, count) => shuffle(list).slice(0, Math.max(0, count)),
    fork: (label) => createRng(hashSeed(`${base}:${label}`)),
  };
}
