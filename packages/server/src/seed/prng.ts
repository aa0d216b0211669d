/** A seeded pseudo-random generator (mulberry32): the same seed gives the same demo data. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    /** A number in [0, 1). */
    next,
    /** A whole number in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    /** One item of a list. */
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    /** True with probability `p`. */
    chance: (p: number) => next() < p,
  };
}

/** The generator's type. */
export type Random = ReturnType<typeof createRandom>;
