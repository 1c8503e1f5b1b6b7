import { describe, expect, it } from 'vitest';
import { isListKey, nextActiveIndex } from './combobox';

describe('moving through the address suggestions with the keyboard', () => {
  it('starts with no active option, so Enter alone picks nothing', () => {
    expect(nextActiveIndex(-1, 'ArrowDown', 5)).toBe(0);
    expect(nextActiveIndex(-1, 'ArrowUp', 5)).toBe(4);
  });

  it('wraps around at both ends', () => {
    expect(nextActiveIndex(4, 'ArrowDown', 5)).toBe(0);
    expect(nextActiveIndex(0, 'ArrowUp', 5)).toBe(4);
    expect(nextActiveIndex(2, 'ArrowDown', 5)).toBe(3);
    expect(nextActiveIndex(2, 'ArrowUp', 5)).toBe(1);
  });

  it('jumps to the first and last option', () => {
    expect(nextActiveIndex(2, 'Home', 5)).toBe(0);
    expect(nextActiveIndex(2, 'End', 5)).toBe(4);
  });

  it('has nothing to activate in an empty list', () => {
    expect(nextActiveIndex(0, 'ArrowDown', 0)).toBe(-1);
  });

  it('knows which keys move the list', () => {
    expect(isListKey('ArrowDown')).toBe(true);
    expect(isListKey('End')).toBe(true);
    expect(isListKey('Enter')).toBe(false);
    expect(isListKey('a')).toBe(false);
  });
});
