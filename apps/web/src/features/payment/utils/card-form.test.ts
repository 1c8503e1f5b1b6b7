import { describe, expect, it } from 'vitest';
import {
  CARD_NUMBER_MAX_CHARS,
  cardDetailsOf,
  cardDigits,
  cardProblem,
  cvcInput,
  expiryPartInput,
  formatCardNumber,
  type CardForm,
} from './card-form';

const complete: CardForm = { number: '4343 4343 4343 4345', month: '12', year: '30', cvc: '123' };

describe('card number (product §7: up to 19 characters, shown in groups of 4)', () => {
  it('groups the digits by 4 as they are typed', () => {
    expect(formatCardNumber('4')).toBe('4');
    expect(formatCardNumber('4343')).toBe('4343');
    expect(formatCardNumber('43434')).toBe('4343 4');
    expect(formatCardNumber('4343434343434345')).toBe('4343 4343 4343 4345');
  });

  it('drops anything but digits, wherever the spaces or dashes were pasted', () => {
    expect(formatCardNumber('4343-4343 4343434 5')).toBe('4343 4343 4343 4345');
    expect(formatCardNumber('abcd 5555 x')).toBe('5555');
    expect(formatCardNumber('')).toBe('');
  });

  it('stops at 19 characters, spaces included', () => {
    const shown = formatCardNumber('5555444444444457999');
    expect(shown).toBe('5555 4444 4444 4457');
    expect(shown).toHaveLength(CARD_NUMBER_MAX_CHARS);
  });

  it('sends the provider the digits only', () => {
    expect(cardDigits('4120 0000 0000 0007')).toBe('4120000000000007');
  });
});

describe('expiry and CVV (product §7: month and year 2 digits, CVV 3 digits)', () => {
  it('keeps 2 digits for month and year', () => {
    expect(expiryPartInput('1')).toBe('1');
    expect(expiryPartInput('123')).toBe('12');
    expect(expiryPartInput('0a7')).toBe('07');
  });

  it('keeps 3 digits for the CVV', () => {
    expect(cvcInput('12')).toBe('12');
    expect(cvcInput('1234')).toBe('123');
    expect(cvcInput('1 2-3')).toBe('123');
  });
});

describe('card check before the provider is called', () => {
  it('passes a complete card', () => {
    expect(cardProblem(complete)).toBeNull();
  });

  it('answers an incomplete card with the spec’s card message', () => {
    expect(cardProblem({ ...complete, number: '4343 4343' })).toBe('cardFailed');
    expect(cardProblem({ ...complete, cvc: '12' })).toBe('cardFailed');
    expect(cardProblem({ ...complete, month: '1' })).toBe('cardFailed');
    expect(cardProblem({ ...complete, month: '13' })).toBe('cardFailed');
    expect(cardProblem({ ...complete, month: '00' })).toBe('cardFailed');
    expect(cardProblem({ ...complete, year: '' })).toBe('cardFailed');
  });

  it('builds PayMongo’s card details', () => {
    expect(cardDetailsOf({ ...complete, month: '07' })).toEqual({
      card_number: '4343434343434345',
      exp_month: 7,
      exp_year: 30,
      cvc: '123',
    });
  });
});
