import { describe, expect, it } from 'vitest';
import { formatBankAmount, formatDebt, formatMoney, formatNumber } from './format-money';

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
  it('caps debts at 1.000.000.000+', () => {
    expect(formatDebt(1_000_000_000)).toBe('1.000.000.000+');
    expect(formatDebt(5_000_000_000)).toBe('1.000.000.000+');
    expect(formatDebt(999_999_999)).toBe('999.999.999');
  });
  it('divides bank amounts by 100', () => {
    expect(formatBankAmount(45_000_000)).toBe('450.000 đ');
  });
});
