import { randomInt } from 'node:crypto';

// Decision 017: an order's number, drawn at random from a cryptographic source over an alphabet
// that reads aloud without doubt. The same alphabet and length as packages/shared orders/facts.ts
// (the schema cannot import shared; order-number.test.ts checks that the two agree).

export const ORDER_NUMBER_ALPHABET = '23456789BCDFGHJKMNPQRSTVWXYZ';
export const ORDER_NUMBER_LENGTH = 8;

/** A fresh order number: 8 uniform draws (randomInt has no modulo bias). */
export function newOrderNumber(): string {
  let n = '';
  for (let i = 0; i < ORDER_NUMBER_LENGTH; i += 1) {
    n += ORDER_NUMBER_ALPHABET[randomInt(ORDER_NUMBER_ALPHABET.length)];
  }
  return n;
}
