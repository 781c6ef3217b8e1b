/** mulberry32: small, fast, and the same sequence on every machine, so the demo data is reproducible. */
export function createRandom(seed: number) {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number): number => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    chance: (p: number): boolean => next() < p,
    digits: (n: number): string => Array.from({ length: n }, () => Math.floor(next() * 10)).join(''),
  };
}
export type Random = ReturnType<typeof createRandom>;
