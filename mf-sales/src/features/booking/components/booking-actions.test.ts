import { selectionActions } from '@busdesk/api-contract';
import { describe, expect, it } from 'vitest';
import { actionEnabled, type BookingAction } from './booking-actions';

const NOW = 1_800_000_000_000;
const held = { ticketStatus: 2, agencyPrice: 300_000, paidMoney: 100_000, overTime: NOW + 60_000 };
const paidTicket = { ticketStatus: 3, agencyPrice: 300_000, paidMoney: 300_000, overTime: null };
const expiredWithDeposit = { ...held, overTime: NOW - 60_000 };
const none = selectionActions([], NOW);

const ALL: BookingAction[] = ['hold', 'bookAndPay', 'update', 'payInFull', 'groupEdit', 'cancel', 'history'];
const enabled = (state: Parameters<typeof actionEnabled>[1]) => ALL.filter((a) => actionEnabled(a, state));

describe('actionEnabled (the buttons and the shortcuts alike)', () => {
  it('new seats: hold when the company allows it, book-and-pay always', () => {
    expect(enabled({ editing: false, busy: false, canHold: true, allowed: none })).toEqual(['hold', 'bookAndPay']);
    expect(enabled({ editing: false, busy: false, canHold: false, allowed: none })).toEqual(['bookAndPay']);
  });

  it('selected tickets: everything; a paid selection only cancel and history (001 §2.1)', () => {
    const state = (tickets: (typeof held | typeof paidTicket)[]) => ({ editing: true, busy: false, canHold: true, allowed: selectionActions(tickets, NOW) });
    expect(enabled(state([held]))).toEqual(['update', 'payInFull', 'groupEdit', 'cancel', 'history']);
    expect(enabled(state([paidTicket]))).toEqual(['cancel', 'history']);
    // An expired hold with a deposit is settled, not edited (ADR 0047).
    expect(enabled(state([expiredWithDeposit]))).toEqual(['payInFull', 'cancel', 'history']);
  });

  it('nothing while a call is running', () => {
    expect(enabled({ editing: true, busy: true, canHold: true, allowed: selectionActions([held], NOW) })).toEqual([]);
  });
});
