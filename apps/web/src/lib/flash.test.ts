import { describe, expect, it } from 'vitest';
import { flashState, readFlash } from './flash';

describe('flash alerts through navigation state', () => {
  it('round-trips the bazaar redirect alert', () => {
    expect(readFlash(flashState('Please enter an address first'))).toEqual({
      message: 'Please enter an address first',
      tone: 'info',
    });
  });

  it('keeps a success tone', () => {
    expect(readFlash(flashState('Your password has been reset.', 'success'))?.tone).toBe('success');
  });

  it('ignores unrelated or empty state', () => {
    expect(readFlash(null)).toBeNull();
    expect(readFlash({ from: '/cart' })).toBeNull();
    expect(readFlash({ flash: { message: '' } })).toBeNull();
    expect(readFlash({ flash: { message: 'x', tone: 'weird' } })).toEqual({
      message: 'x',
      tone: 'info',
    });
  });
});
