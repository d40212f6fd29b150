/**
 * Runs tasks so that the summed weight of those in flight never exceeds a budget: many small ones
 * at once, a heavy one alone. A task heavier than the whole budget runs alone, once the rest drain.
 * Waiters are served in arrival order, so a heavy task is not starved by a stream of light ones.
 */
export class WeightedSemaphore {
  private inFlight = 0;
  private readonly waiting: { weight: number; start: () => void }[] = [];

  constructor(private readonly budget: number) {}

  /** Summed weight of the running tasks (for tests and metrics). */
  get load(): number {
    return this.inFlight;
  }

  /** Runs `task` once `weight` fits in the budget. */
  async run<T>(weight: number, task: () => Promise<T>): Promise<T> {
    const cost = Math.min(Math.max(weight, 0), this.budget);
    if (this.waiting.length > 0 || this.inFlight + cost > this.budget) {
      await new Promise<void>((start) => this.waiting.push({ weight: cost, start }));
    } else {
      this.inFlight += cost;
    }
    try {
      return await task();
    } finally {
      this.inFlight -= cost;
      this.wakeWaiters();
    }
  }

  private wakeWaiters(): void {
    for (
      let next = this.waiting[0];
      next && this.inFlight + next.weight <= this.budget;
      next = this.waiting[0]
    ) {
      this.waiting.shift();
      this.inFlight += next.weight;
      next.start();
    }
  }
}
