import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WeightedSemaphore } from './weighted-semaphore.ts';

describe('WeightedSemaphore', () => {
  it('never has more weight in flight than its budget, and runs every task', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 100 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 150 }), fc.integer({ min: 0, max: 3 })), {
          maxLength: 30,
        }),
        async (budget, tasks) => {
          const semaphore = new WeightedSemaphore(budget);
          let peak = 0;
          const results = await Promise.all(
            tasks.map(([weight, ticks], i) =>
              semaphore.run(weight, async () => {
                peak = Math.max(peak, semaphore.load);
                for (let t = 0; t < ticks; t++) await Promise.resolve();
                return i;
              }),
            ),
          );
          expect(peak).toBeLessThanOrEqual(budget);
          expect(results).toEqual(tasks.map((_, i) => i));
          expect(semaphore.load).toBe(0);
        },
      ),
    );
  });

  it('lets a failing task release its weight', async () => {
    const semaphore = new WeightedSemaphore(10);
    await expect(semaphore.run(10, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await semaphore.run(10, async () => 'next')).toBe('next');
  });
});
