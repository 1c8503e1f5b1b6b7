import { describe, expect, it } from 'vitest';
import { guidesAfterTour, isGuidePending, MY_MENU_GUIDE } from './guides';

describe('guides', () => {
  it('shows the My Menu tour only while guides[1] is true', () => {
    expect(isGuidePending([false, true], MY_MENU_GUIDE)).toBe(true);
    expect(isGuidePending([true, false], MY_MENU_GUIDE)).toBe(false);
    expect(isGuidePending([true], MY_MENU_GUIDE)).toBe(false);
    expect(isGuidePending(undefined, MY_MENU_GUIDE)).toBe(false);
  });

  it('saves the finished tour as false and keeps the other flags', () => {
    expect(guidesAfterTour([true, true], MY_MENU_GUIDE)).toEqual([true, false]);
    expect(guidesAfterTour([false, true, true], MY_MENU_GUIDE)).toEqual([false, false, true]);
  });

  it('fills a short list with false rather than leaving holes the server would refuse', () => {
    expect(guidesAfterTour([], MY_MENU_GUIDE)).toEqual([false, false]);
  });
});
