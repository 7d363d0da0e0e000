/** A task refused because every slot is busy and the waiting line is full. */
export class SlotsFullError extends Error {}

/**
 * Runs at most `size` tasks at once; up to `waiting` more wait their turn in order, and any beyond
 * that are refused at once with SlotsFullError rather than queued without end.
 */
export class Slots {
  private running = 0;
  private readonly line: (() => void)[] = [];

  constructor(
    private readonly size: number,
    private readonly waiting: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) {
      if (this.line.length >= this.waiting) throw new SlotsFullError('every slot is busy');
      await new Promise<void>((resolve) => this.line.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, or is freed.
      const next = this.line.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
