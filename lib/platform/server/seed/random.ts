/** A small seeded PRNG so the seed produces the same rows on every run and every machine. */
export type Random = {
  /** A float in [0, 1). */
  next: () => number;
  /** An unsigned 32-bit integer. */
  uint32: () => number;
  /** An integer in [min, max], both inclusive. */
  int: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  shuffle: <T>(items: readonly T[]) => T[];
  hex: (length: number) => string;
  digits: (length: number) => string;
  /** A valid RFC 9562 version-4 UUID built from the stream. */
  uuid: () => string;
};

/** mulberry32: tiny, fast and good enough for fixture data (not for secrets). */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const uint32 = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  const next = (): number => uint32() / 0x1_0000_0000;
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new Error('pick() needs a non-empty list');
    return item;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  const hex = (length: number): string => {
    let out = '';
    while (out.length < length) out += uint32().toString(16).padStart(8, '0');
    return out.slice(0, length);
  };
  const digits = (length: number): string => {
    // The first digit is never 0 so the string keeps its length when read as a number.
    let out = String(int(1, 9));
    while (out.length < length) out += String(int(0, 9));
    return out;
  };
  const uuid = (): string => {
    const raw = hex(32);
    const variant = ((Number.parseInt(raw.charAt(16), 16) & 0x3) | 0x8).toString(16);
    return [
      raw.slice(0, 8),
      raw.slice(8, 12),
      `4${raw.slice(13, 16)}`,
      `${variant}${raw.slice(17, 20)}`,
      raw.slice(20, 32),
    ].join('-');
  };
  return { next, uint32, int, chance: (p) => next() < p, pick, shuffle, hex, digits, uuid };
}

/**
 * FNV-1a of the label, then the index mixed in with murmur3's finaliser (a bijection), so each kind
 * of row draws from its own stream and distinct indexes of one label never share a seed.
 */
export function seedFor(label: string, index = 0): number {
  let hash = 0x811c9dc5;
  for (const char of label) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  let mixed = (hash ^ Math.imul(index >>> 0, 0x9e3779b1)) >>> 0;
  mixed = Math.imul(mixed ^ (mixed >>> 16), 0x85ebca6b) >>> 0;
  mixed = Math.imul(mixed ^ (mixed >>> 13), 0xc2b2ae35) >>> 0;
  return (mixed ^ (mixed >>> 16)) >>> 0;
}

export function randomFor(label: string, index = 0): Random {
  return createRandom(seedFor(label, index));
}
