import { describe, expect, it } from 'vitest';
import { actionEnabled, type BookingAction } from './booking-actions';

const ALL: BookingAction[] = ['hold', 'bookAndPay', 'update', 'payInFull', 'groupEdit', 'cancel', 'history'];
const enabled = (state: Parameters<typeof actionEnabled>[1]) => ALL.filter((a) => actionEnabled(a, state));

describe('actionEnabled (the buttons and the shortcuts alike)', () => {
  it('new seats: hold when the company allows it, book-and-pay always', () => {
    expect(enabled({ editing: false, paid: false, busy: false, canHold: true })).toEqual(['hold', 'bookAndPay']);
    expect(enabled({ editing: false, paid: false, busy: false, canHold: false })).toEqual(['bookAndPay']);
  });

  it('selected tickets: everything; a paid selection only cancel and history (001 §2.1)', () => {
    expect(enabled({ editing: true, paid: false, busy: false, canHold: true })).toEqual(['update', 'payInFull', 'groupEdit', 'cancel', 'history']);
    expect(enabled({ editing: true, paid: true, busy: false, canHold: true })).toEqual(['cancel', 'history']);
  });

  it('nothing while a call is running', () => {
    expect(enabled({ editing: true, paid: false, busy: true, canHold: true })).toEqual([]);
  });
});
