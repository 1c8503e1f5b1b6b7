import { expect } from 'vitest';
import { recordFigures, type Figure } from '../../../../test-support/reliability-figures.js';
import type { TestApp } from '../harness.js';

// Issue 9 §8, provider faults: the simulators' fault switches, the short client timeouts the
// tests run with, and the tally the reliability report is written from.

export type Provider = 'paymongo' | 'lalamove' | 'google-maps' | 'outbox';
export type Fault = 'error' | 'slow';
export const FAULTS: Fault[] = ['error', 'slow'];

/**
 * The clients' timeouts in these tests: 'slow' holds an answer 10 s (SLOW_FAULT_MS), so a client
 * that gives up after this long shows its timeout fires, without a test waiting 10 s per call.
 */
export const TEST_TIMEOUT_MS = 1000;
export const shortTimeouts = {
  PAYMENTS_TIMEOUT_MS: String(TEST_TIMEOUT_MS),
  COURIER_TIMEOUT_MS: String(TEST_TIMEOUT_MS),
  GEOCODING_TIMEOUT_MS: String(TEST_TIMEOUT_MS),
  MAIL_TIMEOUT_MS: String(TEST_TIMEOUT_MS),
};

/** Flips a simulator's fault switch (`only`: one endpoint, 'POST /v3/orders'). */
export async function setFault(
  t: TestApp,
  provider: Provider,
  mode: Fault | 'ok',
  only?: string,
): Promise<void> {
  const res = await t
    .client()
    .post(`/_sim/${provider}/faults`, { mode, ...(only ? { only } : {}) });
  expect(res.body).toEqual({ mode, ...(only && mode !== 'ok' ? { only } : {}) });
}

/** What a fault test counted, for the report. */
export function createTally() {
  const cells = new Set<string>();
  const counts = { underFault: 0, messages: 0, retries: 0, intact: 0 };
  return {
    counts,
    /** a provider × mode exercised */
    cell: (provider: Provider, mode: Fault) => cells.add(`${provider}:${mode}`),
    cells: () => [...cells].sort(),
    /**
     * A request made while the provider was failing: it answers within the client's timeout (plus
     * slack for a busy machine) and with `message` when one is given.
     */
    async underFault<T extends { status: number; body: unknown }>(
      mode: Fault,
      call: () => Promise<T>,
      expected?: { status: number; message: string },
    ): Promise<T> {
      const started = Date.now();
      const res = await call();
      const took = Date.now() - started;
      counts.underFault += 1;
      if (mode === 'slow') expect(took).toBeGreaterThanOrEqual(TEST_TIMEOUT_MS - 50);
      expect(took).toBeLessThan(TEST_TIMEOUT_MS * 3 + 4000);
      if (expected) {
        expect(res).toMatchObject({ status: expected.status, body: { message: expected.message } });
        counts.messages += 1;
      }
      return res;
    },
  };
}

export type Tally = ReturnType<typeof createTally>;

/** Writes one file's figures for docs/reliability.md (section 8 of issue 9). */
export function recordFaultFigures(key: string, tally: Tally, extra: Figure[]): void {
  const cells = tally.cells();
  recordFigures('8-provider-faults', 'Provider faults', key, [
    ['providers × modes exercised', `${cells.length} (${cells.join(', ')})`],
    ['requests made under fault', tally.counts.underFault],
    ['spec messages checked', tally.counts.messages],
    ['retries that succeeded', tally.counts.retries],
    ['orders or records checked intact in the database', tally.counts.intact],
    ...extra,
  ]);
}
