import { describe, expect, it } from 'vitest';
import { createSingleFlight } from './single-flight.js';

describe('single flight', () => {
  it('shares one run between concurrent calls of a key, and runs again afterwards', async () => {
    const flight = createSingleFlight<number>();
    let runs = 0;
    const work = async () => {
      runs += 1;
      const run = runs;
      await new Promise((r) => setTimeout(r, 10));
      return run;
    };
    const results = await Promise.all([flight('a', work), flight('a', work), flight('b', work)]);
    expect(results).toEqual([1, 1, 2]);
    expect(await flight('a', work)).toBe(3);
  });
  it('shares an error too, and forgets it', async () => {
    const flight = createSingleFlight<number>();
    const failing = () => Promise.reject(new Error('provider down'));
    await expect(Promise.all([flight('x', failing), flight('x', failing)])).rejects.toThrow(
      'provider down',
    );
    expect(await flight('x', async () => 7)).toBe(7);
  });
});
