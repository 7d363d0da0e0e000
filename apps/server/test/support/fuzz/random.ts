/** A small seeded generator (mulberry32): the same seed gives the same cases on every run. */
export class Random {
  private state: number;

  constructor(readonly seed: number) {
    this.state = seed >>> 0;
  }

  /** A number in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** The items in a shuffled order (a copy). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  }
}

/** The seed of this run: FUZZ_SEED when set (to replay a failure), else a fixed one. */
export function fuzzSeed(): number {
  const value = Number(process.env.FUZZ_SEED);
  return Number.isInteger(value) ? value : 20_160_916;
}

/** A generator of its own for each part of the run (an endpoint, an event), so adding one changes no other's cases. */
export function randomFor(seed: number, name: string): Random {
  let h = seed >>> 0;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193) >>> 0;
  return new Random(h);
}
