import type { TestProject } from 'vitest/node';
import { isProductBuilt, startProductServer } from './product-server.js';

/**
 * Starts the built product as `npm start` would (embedded database, simulators, demo data), once
 * per test worker: the simulators' clock and fault switches belong to a server, so each worker
 * runs its files one after another against a server of its own and two files never share a clock
 * (decision 036). `support.ts`'s `baseUrl()` picks the worker's server.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!isProductBuilt()) {
    throw new Error('Build first: npm run build (npm run test:e2e does it for you)');
  }
  const workers = e2eWorkers(project);
  const started = await Promise.allSettled(
    Array.from({ length: workers }, () =>
      startProductServer({
        // One test machine plays every buyer and chef: the per-address and per-account abuse
        // limits (tested on their own in the server suite) would otherwise throttle the suite.
        RATE_LIMIT_LOGIN_PER_IP: '10000',
        RATE_LIMIT_LOGIN_PER_ACCOUNT: '10000',
        RATE_LIMIT_SIGNUP_PER_IP: '10000',
        RATE_LIMIT_ORDERS_PER_ACCOUNT: '10000',
        RATE_LIMIT_UPLOADS_PER_ACCOUNT: '10000',
      }),
    ),
  );
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stopAll = async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide(
    'baseUrls',
    servers.map((server) => server.baseUrl),
  );
  return stopAll;
}

/** As many servers as the project runs files at once (its resolved maxWorkers). */
function e2eWorkers(project: TestProject): number {
  const workers = project.config.maxWorkers || project.vitest.config.maxWorkers;
  return Math.max(1, Number(workers) || 1);
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrls: string[];
  }
}
