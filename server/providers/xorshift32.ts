/**
 * xorshift32: a seeded, allocation-free generator, so the same seed always draws the same numbers (the sandbox
 * bureau's attributes per consumer, the benchmark's population in every run).
 */
export class Xorshift32 {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0 || 0x9e3779b9;
  }
  next(): number {
    let x = this.state;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.state = x >>> 0;
    return this.state;
  }
  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + (this.next() % (max - min + 1));
  }
}
