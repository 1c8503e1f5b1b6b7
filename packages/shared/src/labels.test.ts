import { describe, expect, it } from 'vitest';
import { dayLabel, displayName, monthLabel } from './labels.js';

describe('labels', () => {
  it('writes a day and a month in words', () => {
    expect(dayLabel('2026-11-28')).toBe('Saturday, November 28');
    expect(dayLabel('2026-01-08')).toBe('Thursday, January 8');
    expect(monthLabel('2026-11')).toBe('November 2026');
    expect(monthLabel('2026-01')).toBe('January 2026');
    expect(monthLabel('2026-11', 'fil')).toBe('Nobyembre 2026');
    expect(monthLabel('2026-13', 'fil')).toBe('2026-13');
    expect(monthLabel('bad')).toBe('bad');
  });

  it('shows a stored lower-case name in title case (issue 18 defect 7)', () => {
    expect(displayName('maria dela cruz')).toBe('Maria Dela Cruz');
    expect(displayName('  ana-marie  santos ')).toBe('Ana-Marie  Santos');
    expect(displayName('Jose')).toBe('Jose');
    expect(displayName('')).toBe('');
  });
});
