import { describe, expect, it } from 'vitest';
import {
  COURIER_STATUSES,
  isCourierStatus,
  isForwardMove,
  isTerminalCourierStatus,
  type CourierStatus,
} from './courier-status.js';

describe('isForwardMove', () => {
  it('follows the happy path one step or several at a time', () => {
    const path: CourierStatus[] = ['ASSIGNING_DRIVER', 'ON_GOING', 'PICKED_UP', 'COMPLETED'];
    for (let i = 0; i < path.length; i += 1) {
      for (let j = 0; j < path.length; j += 1) {
        expect(isForwardMove(path[i] as CourierStatus, path[j] as CourierStatus)).toBe(j > i);
      }
    }
  });

  it('never moves backwards, e.g. a late ON_GOING after PICKED_UP', () => {
    expect(isForwardMove('PICKED_UP', 'ON_GOING')).toBe(false);
    expect(isForwardMove('ON_GOING', 'ASSIGNING_DRIVER')).toBe(false);
  });

  it('ends early from any open status', () => {
    for (const to of ['CANCELED', 'REJECTED', 'EXPIRED'] as const) {
      expect(isForwardMove('ASSIGNING_DRIVER', to)).toBe(true);
      expect(isForwardMove('ON_GOING', to)).toBe(true);
      expect(isForwardMove('PICKED_UP', to)).toBe(true);
    }
  });

  it('keeps a terminal status for good and treats a repeat as no move', () => {
    for (const from of COURIER_STATUSES) {
      expect(isForwardMove(from, from)).toBe(false);
      if (!isTerminalCourierStatus(from)) continue;
      for (const to of COURIER_STATUSES) expect(isForwardMove(from, to)).toBe(false);
    }
  });

  it('knows its statuses', () => {
    expect(isCourierStatus('ON_GOING')).toBe(true);
    expect(isCourierStatus('BOOKING')).toBe(false);
    expect(isCourierStatus(3)).toBe(false);
  });
});
