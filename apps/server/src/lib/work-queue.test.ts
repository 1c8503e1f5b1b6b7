import { describe, expect, it } from 'vitest';
import { createWorkQueue } from './work-queue.js';

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('createWorkQueue', () => {
  it('runs at most `concurrency` tasks at once, in order, and refuses beyond `maxWaiting`', async () => {
    const queue = createWorkQueue({
      concurrency: 2,
      maxWaiting: 2,
      onFull: () => new Error('full'),
    });
    let active = 0;
    let peak = 0;
    const order: number[] = [];
    const task = (n: number) => async () => {
      active += 1;
      peak = Math.max(peak, active);
      await tick();
      order.push(n);
      active -= 1;
      return n;
    };
    const runs = [1, 2, 3, 4].map((n) => queue.run(task(n)));
    await expect(queue.run(task(5))).rejects.toThrow('full');
    expect(await Promise.all(runs)).toEqual([1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(order.slice(2)).toEqual([3, 4]);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it('frees its place when a task fails', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 1, onFull: () => new Error('x') });
    const failed = queue.run(() => Promise.reject(new Error('boom')));
    const after = queue.run(async () => 'ok');
    await expect(failed).rejects.toThrow('boom');
    expect(await after).toBe('ok');
  });
});
