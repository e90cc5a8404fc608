/**
 * Mulberry32: a tiny seeded generator, so one seed always lays out the same course
 * (tests replay a run exactly; players get a new seed each run).
 * @example const random = new SeededRandom(42); random.next() // 0.6011037519201636, every time
 */
export class SeededRandom {
  private state = 0;

  constructor(seed: number) {
    this.reseed(seed);
  }

  reseed(seed: number): void {
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

  /** A number in [min, max). */
  between(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** An integer in [0, count). */
  index(count: number): number {
    return Math.floor(this.next() * count);
  }
}

/** A fresh seed for an unseeded run. */
export const randomSeed = (): number => Math.floor(Math.random() * 4294967296);
