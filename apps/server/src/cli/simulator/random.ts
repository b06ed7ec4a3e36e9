/** A source of numbers in [0, 1), as Math.random. */
export type Random = () => number;

/** mulberry32: a tiny seeded generator, so a device wanders the same way every time it is simulated. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** FNV-1a: a 32-bit seed from a text such as a serial number. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

export const between = (random: Random, min: number, max: number) => min + random() * (max - min);

export const chance = (random: Random, probability: number) => random() < probability;
