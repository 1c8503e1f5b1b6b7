import type { TestProject } from 'vitest/node';
import { isProductBuilt, startProductServer } from './product-server.js';

/** Starts the built product as `npm start` would (embedded database, simulators, demo data). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!isProductBuilt()) {
    throw new Error('Build first: npm run build (npm run test:e2e does it for you)');
  }
  const server = await startProductServer({
    // One test machine plays every buyer and chef: the per-address and per-account abuse limits
    // (tested on their own in the server suite) would otherwise throttle the suite itself.
    RATE_LIMIT_LOGIN_PER_IP: '10000',
    RATE_LIMIT_LOGIN_PER_ACCOUNT: '10000',
    RATE_LIMIT_SIGNUP_PER_IP: '10000',
    RATE_LIMIT_ORDERS_PER_ACCOUNT: '10000',
    RATE_LIMIT_UPLOADS_PER_ACCOUNT: '10000',
  });
  project.provide('baseUrl', server.baseUrl);
  return server.stop;
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
