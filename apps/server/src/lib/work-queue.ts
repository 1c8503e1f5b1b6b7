/**
 * Runs at most `concurrency` tasks at a time, the others waiting in order (issue 20: image
 * processing must leave the rest of the server its share of the machine). A call that would make
 * more than `maxWaiting` wait is refused at once with `onFull()`'s error rather than held in memory.
 */
export function createWorkQueue(options: {
  concurrency: number;
  maxWaiting: number;
  onFull: () => Error;
}) {
  let running = 0;
  const waiting: (() => void)[] = [];

  const next = () => {
    running -= 1;
    const start = waiting.shift();
    if (start) {
      running += 1;
      start();
    }
  };

  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      if (running < options.concurrency) {
        running += 1;
        return task().finally(next);
      }
      if (waiting.length >= options.maxWaiting) return Promise.reject(options.onFull());
      return new Promise<void>((resolve) => waiting.push(resolve)).then(() => task().finally(next));
    },
    /** tasks running and waiting, for tests and the bench */
    get size() {
      return { running, waiting: waiting.length };
    },
  };
}
