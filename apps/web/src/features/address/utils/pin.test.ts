import { describe, expect, it } from 'vitest';
import { metresBetween, pinMoveProblem } from '@lutong/shared';
import { movedPin, samePoint } from './pin';

const makati = { lat: 14.5601, lng: 121.0301 };

describe('movedPin (decision 041)', () => {
  it.each(['north', 'south', 'east', 'west'] as const)('moves 10 m %s', (direction) => {
    const moved = movedPin(makati, direction);
    expect(metresBetween(makati, moved)).toBeCloseTo(10, 1);
    expect(samePoint(makati, moved)).toBe(false);
  });

  it('stays allowed for 20 steps and is refused past 200 m', () => {
    let pin = makati;
    for (let i = 0; i < 20; i += 1) pin = movedPin(pin, 'east');
    expect(pinMoveProblem(makati, pin)).toBeNull();
    const tooFar = movedPin(pin, 'east', 2);
    expect(pinMoveProblem(makati, tooFar)).toMatch(/^The pin is too far from your address\./);
    // in the visitor's language, as the dialog shows it
    expect(pinMoveProblem(makati, tooFar, 'fil')).toMatch(/^Masyadong malayo ang pin/);
    expect(pinMoveProblem(makati, tooFar, 'fil')).not.toBe(pinMoveProblem(makati, tooFar));
  });
});
