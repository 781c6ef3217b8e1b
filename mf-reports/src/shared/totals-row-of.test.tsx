import { SMS_REPORT_DEFINITION, ZNS_REPORT_DEFINITION } from '@busdesk/api-contract';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { totalsRowOf } from './totals-row-of';

afterEach(cleanup);

const text = (cell: unknown) => render(<>{cell}</>).container.textContent;

describe("the totals row: the definition's totals of the whole filter", () => {
  const sms = { count: 45, delivered: 30, failed: 5, local: 10, quantity: 1_234, price: 1_250_000, realPrice: 987_000 };

  it('shows every column the exports total, money in đồng and counts as numbers', () => {
    const row = totalsRowOf(SMS_REPORT_DEFINITION, sms);
    expect(Object.keys(row)).toEqual(['quantity', 'price', 'realPrice']);
    expect(text(row.quantity)).toBe('1.234');
    expect(text(row.price)).toBe('1.250.000 đ');
    expect(text(row.realPrice)).toBe('987.000 đ');
  });

  it('leaves out the columns without a total: the ZNS report totals the fee alone', () => {
    const row = totalsRowOf(ZNS_REPORT_DEFINITION, { count: 3, delivered: 1, failed: 1, local: 1, price: 600 });
    expect(Object.keys(row)).toEqual(['price']);
    expect(text(row.price)).toBe('600 đ');
  });
});
