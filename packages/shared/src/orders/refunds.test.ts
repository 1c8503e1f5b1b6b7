import { describe, expect, it } from 'vitest';
import {
  amountPaid,
  cancelPaidQuestion,
  refundAdvances,
  refundDestination,
  refundNoticeStage,
  refundRequestedText,
  refundStateText,
} from './refunds.js';

describe('refund states (issue 19, decision 023)', () => {
  it('moves forward only, never out of a final state', () => {
    expect(refundAdvances('requested', 'pending')).toBe(true);
    expect(refundAdvances('pending', 'processing')).toBe(true);
    expect(refundAdvances('pending', 'succeeded')).toBe(true);
    expect(refundAdvances('processing', 'failed')).toBe(true);
    expect(refundAdvances('requested', 'succeeded')).toBe(true);
    expect(refundAdvances('succeeded', 'pending')).toBe(false);
    expect(refundAdvances('succeeded', 'failed')).toBe(false);
    expect(refundAdvances('failed', 'succeeded')).toBe(false);
    expect(refundAdvances('processing', 'pending')).toBe(false);
    expect(refundAdvances('pending', 'pending')).toBe(false);
    expect(refundAdvances('pending', 'requested')).toBe(false);
    expect(refundAdvances('pending', 'refunded')).toBe(false);
  });

  it('tells the buyer requested, completed or looked into', () => {
    expect(refundNoticeStage('processing')).toBe('requested');
    expect(refundStateText({ amount: 337, status: 'pending' })).toBe('Refund of P337 requested');
    expect(refundStateText({ amount: 1400, status: 'succeeded' })).toBe(
      'Refund of P1,400 completed',
    );
    expect(refundStateText({ amount: 337, status: 'failed' })).toBe(
      'Refund of P337 delayed: our staff are looking into it',
    );
  });

  it('asks before cancelling a paid order, with the amount and where it goes back', () => {
    expect(cancelPaidQuestion(337, 'gcash')).toBe(
      'Cancel this order? You paid P337; it will be refunded to your GCash.',
    );
    expect(cancelPaidQuestion(475, 'visa')).toBe(
      'Cancel this order? You paid P475; it will be refunded to your card.',
    );
  });

  it('tells the buyer of the cancelled paid order where the refund goes', () => {
    expect(refundRequestedText(337, 'grab_pay')).toBe(
      'Your order was cancelled. A refund of P337 to your GrabPay was requested; we will e-mail you when it is completed.',
    );
    expect(refundRequestedText(1400, null)).toBe(
      'Your order was cancelled. A refund of P1,400 to your card was requested; we will e-mail you when it is completed.',
    );
    expect(['gcash', 'grab_pay', 'visa', null].map((m) => refundDestination(m))).toEqual([
      'GCash',
      'GrabPay',
      'card',
      'card',
    ]);
    expect(refundDestination('gcash', 'fil')).toBe('GCash');
  });

  it('counts the service fee in what was paid once the order is paid', () => {
    expect(amountPaid({ total: 322, payed: true, serviceFee: 15 })).toBe(337);
    expect(amountPaid({ total: 322, payed: false, serviceFee: 0 })).toBe(322);
  });
});
