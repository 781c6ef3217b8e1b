import { describe, expect, it } from 'vitest';
import { formatBankAmount, formatDebt, formatMoney, formatNumber } from './money';
import { amountDue, cancelFee, refundAmount, seatPrice, surchargeEffect, surchargesTotal } from './ticket-money';

describe('money', () => {
  it('groups thousands with dots and writes đ', () => {
    expect(formatMoney(1_250_000)).toBe('1.250.000 đ');
    expect(formatMoney(0)).toBe('0 đ');
    expect(formatMoney(-50_000)).toBe('-50.000 đ');
    expect(formatMoney(null)).toBe('0 đ');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1234.6)).toBe('1.235');
    expect(formatNumber(-0.2)).toBe('0');
  });
  it('caps debts at 1.000.000.000+, in đồng', () => {
    expect(formatDebt(1_000_000_000)).toBe('1.000.000.000+ đ');
    expect(formatDebt(5_000_000_000)).toBe('1.000.000.000+ đ');
    expect(formatDebt(999_999_999)).toBe('999.999.999 đ');
  });
  it('divides bank amounts by 100', () => {
    expect(formatBankAmount(45_000_000)).toBe('450.000 đ');
  });
});

describe('ticket money', () => {
  it('a surcharge takes effect as price × mode', () => {
    expect(surchargeEffect({ price: 50_000, mode: 1 })).toBe(50_000);
    expect(surchargeEffect({ price: 30_000, mode: -1 })).toBe(-30_000);
    expect(surchargeEffect({ price: 10_000, mode: 2 })).toBe(20_000);
    expect(surchargesTotal([{ price: 50_000, mode: 1 }, { price: 30_000, mode: -1 }])).toBe(20_000);
  });
  it('the refund is paid minus the total cancel fee', () => {
    expect(refundAmount(400_000, 60_000)).toBe(340_000);
    expect(refundAmount(0, 30_000)).toBe(-30_000);
  });
  it('a surcharge is price × mode; a discount has a negative mode and never takes a seat below zero', () => {
    expect(surchargeEffect({ price: 20_000, mode: 1 })).toBe(20_000);
    expect(surchargesTotal([{ price: 20_000, mode: 1 }, { price: 50_000, mode: -1 }])).toBe(-30_000);
    expect(seatPrice(300_000, 20_000, -30_000)).toBe(290_000);
    expect(seatPrice(10_000, 0, -30_000)).toBe(0);
  });
  it('the cancel fee is 0 % more than 24 h before departure, 10 % to 4 h, 30 % inside, capped at what was paid', () => {
    const start = Date.UTC(2026, 10, 26, 13);
    const hour = 3_600_000;
    expect(cancelFee(400_000, 400_000, start, start - 25 * hour)).toBe(0);
    expect(cancelFee(400_000, 400_000, start, start - 10 * hour)).toBe(40_000);
    expect(cancelFee(400_000, 400_000, start, start - 2 * hour)).toBe(120_000);
    expect(cancelFee(400_000, 100_000, start, start - 2 * hour)).toBe(100_000);
    expect(refundAmount(400_000, 120_000)).toBe(280_000);
  });
  it('what is left to pay never counts an overpaid ticket against another', () => {
    expect(amountDue([{ agencyPrice: 300_000, paidMoney: 100_000 }, { agencyPrice: 300_000, paidMoney: 300_000 }])).toBe(200_000);
  });
});
