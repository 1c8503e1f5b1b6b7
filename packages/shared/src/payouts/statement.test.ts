import { describe, expect, it } from 'vitest';
import { payoutDetailsBody, payoutMessages, payoutRuleKeyOf } from './details.js';
import {
  commissionCentavos,
  formatCentavos,
  nextPayoutAt,
  orderLine,
  payoutDateText,
  refundLine,
  refundShare,
  statementCsv,
  statementTotals,
} from './statement.js';

// product §1 and §11: commission 5%, payout weekly on Monday around 8pm (Manila).

const order = (food: number, fees: number, refunded = 0, number = 'K7MQ3PXD') => ({
  number,
  date: '2026-01-08',
  food,
  fees,
  charged: (food + fees) * 100,
  refunded,
});

describe('payout statement money', () => {
  it('takes 5% of the food: P400 of food gives P20 commission and P380 net', () => {
    expect(commissionCentavos(40000)).toBe(2000);
    expect(orderLine(order(400, 5))).toEqual({
      kind: 'order',
      number: 'K7MQ3PXD',
      date: '2026-01-08',
      food: 40000,
      fees: 500,
      commission: 2000,
      refund: 0,
      net: 38000,
    });
  });

  it('keeps odd pesos exact: P337 of food gives P16.85 commission', () => {
    expect(orderLine(order(337, 0)).commission).toBe(1685);
    expect(orderLine(order(337, 0)).net).toBe(32015);
  });

  it('adds up to the centavo: the totals are the sums of the lines', () => {
    const lines = [orderLine(order(337, 5)), orderLine(order(199, 15)), orderLine(order(1, 0))];
    const totals = statementTotals(lines);
    expect(totals).toEqual({ food: 53700, fees: 2000, commission: 2685, refund: 0, net: 51015 });
    expect(totals.net).toBe(totals.food - totals.commission - totals.refund);
    expect(formatCentavos(totals.net)).toBe('P510.15');
  });

  it('deducts a refund from the chef only up to the order’s net, never the fees', () => {
    // a full refund of P405 (P400 food + P5 fee) takes back the P380 net
    expect(refundShare({ net: 38000, refunded: 40500, charged: 40500 })).toBe(38000);
    // half the payment refunded takes half the net
    expect(refundShare({ net: 38000, refunded: 20250, charged: 40500 })).toBe(19000);
    expect(refundShare({ net: 38000, refunded: 0, charged: 40500 })).toBe(0);
    const refunded = orderLine(order(400, 5, 40500));
    expect(refunded).toMatchObject({ refund: 38000, net: 0 });
  });

  it('deducts a later refund as its own line, less what was already deducted', () => {
    expect(refundLine(order(400, 5, 40500), 0)).toMatchObject({
      kind: 'refund',
      food: 0,
      refund: 38000,
      net: -38000,
    });
    expect(refundLine(order(400, 5, 40500), 38000)).toMatchObject({ refund: 0, net: 0 });
    const lines = [orderLine(order(200, 5)), refundLine(order(400, 5, 40500), 0)];
    expect(statementTotals(lines).net).toBe(19000 - 38000);
  });

  it('writes a CSV whose total row is the sum of its rows', () => {
    const lines = [orderLine(order(337, 5)), refundLine(order(100, 5, 10500, 'BBBBCCCC'), 0)];
    const csv = statementCsv(lines, (l) => `#${l.number}`);
    expect(csv.split('\r\n')).toEqual([
      'Order,Date,Type,Food,Fees,Commission 5%,Refunds deducted,Net',
      '#K7MQ3PXD,2026-01-08,Order,337.00,5.00,16.85,0.00,320.15',
      '#BBBBCCCC,2026-01-08,Refund after payout,0.00,0.00,0.00,95.00,-95.00',
      'Total,,,337.00,5.00,16.85,95.00,225.15',
      '',
    ]);
  });
});

describe('payout schedule', () => {
  it('is the coming Monday 8pm Manila, whatever the machine zone', () => {
    // Wednesday 7 January 2026, 10am Manila
    expect(nextPayoutAt(new Date('2026-01-07T10:00:00+08:00')).toISOString()).toBe(
      '2026-01-12T12:00:00.000Z',
    );
    // Monday before 8pm: tonight; from 8pm: next week
    expect(nextPayoutAt(new Date('2026-01-12T19:59:00+08:00')).toISOString()).toBe(
      '2026-01-12T12:00:00.000Z',
    );
    expect(nextPayoutAt(new Date('2026-01-12T20:00:00+08:00')).toISOString()).toBe(
      '2026-01-19T12:00:00.000Z',
    );
    // Sunday 11pm UTC is already Monday 7am in Manila
    expect(nextPayoutAt(new Date('2026-01-11T23:00:00Z')).toISOString()).toBe(
      '2026-01-12T12:00:00.000Z',
    );
    expect(payoutDateText(nextPayoutAt(new Date('2026-01-07T10:00:00+08:00')))).toBe(
      'Mon, Jan 12, 8pm',
    );
    expect(payoutDateText(nextPayoutAt(new Date('2026-01-07T10:00:00+08:00')), 'fil')).toBe(
      'Lun, Ene 12, 8pm',
    );
  });
});

describe('payout details', () => {
  it('accepts a bank account or a +63 e-wallet number, and refuses the rest in words', () => {
    expect(
      payoutDetailsBody.parse({
        method: 'bank',
        bankName: ' BDO ',
        accountName: 'Maria Santos',
        accountNumber: '0012-3456-7890',
      }),
    ).toEqual({
      method: 'bank',
      bankName: 'BDO',
      accountName: 'Maria Santos',
      accountNumber: '001234567890',
    });
    expect(
      payoutDetailsBody.safeParse({
        method: 'ewallet',
        wallet: 'gcash',
        accountName: 'Maria Santos',
        walletNumber: '9171234567',
      }).success,
    ).toBe(true);
    const short = payoutDetailsBody.safeParse({
      method: 'ewallet',
      wallet: 'maya',
      accountName: 'Maria Santos',
      walletNumber: '917123456',
    });
    expect(short.error?.issues[0]?.message).toBe(payoutMessages.walletNumberInvalid);
    const noBank = payoutDetailsBody.safeParse({
      method: 'bank',
      bankName: '',
      accountName: 'M',
      accountNumber: '123456',
    });
    expect(noBank.error?.issues[0]?.message).toBe(payoutMessages.bankRequired);
    expect(payoutDetailsBody.safeParse({ method: 'cash' }).error?.issues[0]?.message).toBe(
      payoutMessages.methodRequired,
    );
  });

  it("names the rule a refusal of the schema words, to word it again in the reader's language", () => {
    const short = payoutDetailsBody.safeParse({
      method: 'ewallet',
      wallet: 'gcash',
      accountName: 'Maria Santos',
      walletNumber: '91712',
    });
    expect(payoutRuleKeyOf(short.error?.issues[0]?.message)).toBe('walletNumberInvalid');
    expect(payoutRuleKeyOf(payoutMessages.saved)).toBe('saved');
    expect(payoutRuleKeyOf('Invalid input')).toBeUndefined();
    expect(payoutRuleKeyOf(undefined)).toBeUndefined();
  });
});
