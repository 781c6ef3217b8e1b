import { describe, expect, it } from 'vitest';
import { holdCaseTicket, TICKET_HOLD_CASES } from '../test-support/ticket-hold-cases';
import {
  holdState,
  isHoldExpiredWithDeposit,
  isSettlingPayment,
  isTicketHoldExpired,
  selectionActions,
  ticketActions,
  ticketStatusLabel,
  type TicketAction,
} from './ticket-hold';

const NOW = Date.UTC(2025, 6, 1, 3, 0, 0);
const ACTIONS: readonly TicketAction[] = ['update', 'groupEdit', 'payInFull', 'payByQr', 'cancel', 'history', 'print', 'messages'];

describe('the hold rule, case by case', () => {
  it.each(TICKET_HOLD_CASES)('$name', (c) => {
    const ticket = holdCaseTicket(c, NOW);
    expect(holdState(ticket, NOW)).toBe(c.hold);
    expect(ticketStatusLabel(ticket, NOW)).toBe(c.label);
    const actions = ticketActions(ticket, NOW);
    expect(ACTIONS.filter((a) => actions[a])).toEqual(ACTIONS.filter((a) => c.allowed.includes(a)));
  });
});

describe('holdState', () => {
  it('turns at the hold time: still held at overTime, expired one millisecond after', () => {
    const t = { ticketStatus: 2, overTime: NOW, paidMoney: 100_000 };
    expect(holdState(t, NOW)).toBe('holding');
    expect(holdState(t, NOW + 1)).toBe('expiredWithDeposit');
    expect(holdState({ ...t, paidMoney: 0 }, NOW + 1)).toBe('expired');
  });

  it('reads an overTime of 0 as no hold limit', () => {
    expect(holdState({ ticketStatus: 2, overTime: 0, paidMoney: 0 }, NOW)).toBe('holding');
    expect(ticketStatusLabel({ ticketStatus: 2, overTime: 0 }, NOW)).toBe('Giữ chỗ');
  });

  it('hides only expired holds without money paid; keeps the one with a deposit', () => {
    expect(isTicketHoldExpired({ ticketStatus: 2, overTime: NOW - 1, paidMoney: 0 }, NOW)).toBe(true);
    expect(isTicketHoldExpired({ ticketStatus: 2, overTime: NOW - 1, paidMoney: 50_000 }, NOW)).toBe(false);
    expect(isTicketHoldExpired({ ticketStatus: 2, overTime: NOW + 1, paidMoney: 0 }, NOW)).toBe(false);
    expect(isHoldExpiredWithDeposit({ ticketStatus: 2, overTime: NOW - 1, paidMoney: 50_000 }, NOW)).toBe(true);
    expect(isHoldExpiredWithDeposit({ ticketStatus: 2, overTime: NOW + 1, paidMoney: 50_000 }, NOW)).toBe(false);
  });
});

describe('ticketStatusLabel', () => {
  it('labels each status as the history shows it', () => {
    expect(ticketStatusLabel({ ticketStatus: 0 }, NOW)).toBe('Đã hủy');
    expect(ticketStatusLabel({ ticketStatus: 2, overTime: NOW + 60_000 }, NOW)).toBe('Giữ chỗ');
    expect(ticketStatusLabel({ ticketStatus: 3 }, NOW)).toBe('Đã thanh toán');
    expect(ticketStatusLabel({ ticketStatus: 4 }, NOW)).toBe('Đã xuất bến');
    expect(ticketStatusLabel({ ticketStatus: 5 }, NOW)).toBe('Đã hoàn thành');
    expect(ticketStatusLabel({ ticketStatus: 99 }, NOW)).toBe('Không xác định');
  });
  it("shows 'Hết hạn giữ chỗ' for a booked ticket whose hold has passed", () => {
    expect(ticketStatusLabel({ ticketStatus: 2, overTime: NOW - 1 }, NOW)).toBe('Hết hạn giữ chỗ');
    expect(ticketStatusLabel({ ticketStatus: 2, overTime: NOW - 1, paidMoney: 100_000 }, NOW)).toBe('Hết hạn giữ chỗ');
    expect(ticketStatusLabel({ ticketStatus: 3, overTime: NOW - 1 }, NOW)).toBe('Đã thanh toán');
  });
});

describe('selectionActions', () => {
  const held = { ticketStatus: 2, overTime: NOW + 60_000, paidMoney: 0, agencyPrice: 300_000 };
  const expired = { ...held, overTime: NOW - 1, paidMoney: 100_000 };
  const paid = { ...held, ticketStatus: 3, overTime: null, paidMoney: 300_000 };

  it('allows an action only when every ticket of the group does', () => {
    const a = selectionActions([held, expired], NOW);
    expect(a).toMatchObject({ update: false, groupEdit: false, payInFull: true, cancel: true, print: false });
    expect(selectionActions([held, paid], NOW)).toMatchObject({ update: false, payInFull: false, cancel: true, print: true });
  });

  it('offers the QR while one ticket of the group still owes money', () => {
    expect(selectionActions([paid, expired], NOW).payByQr).toBe(true);
    expect(selectionActions([paid, paid], NOW).payByQr).toBe(false);
  });

  it('allows nothing for an empty selection', () => {
    expect(Object.values(selectionActions([], NOW)).some(Boolean)).toBe(false);
  });
});

describe('isSettlingPayment', () => {
  const expired = { ticketStatus: 2, overTime: NOW - 1, paidMoney: 100_000, agencyPrice: 300_000 };
  it('accepts the balance paid in full, with or without a payment type', () => {
    expect(isSettlingPayment(expired, ['paidMoney', 'ticketStatus'], 300_000)).toBe(true);
    expect(isSettlingPayment(expired, ['paidMoney', 'ticketStatus', 'paymentType', 'updatedAt'], 300_000)).toBe(true);
  });
  it('refuses a partial payment and any other change', () => {
    expect(isSettlingPayment(expired, ['paidMoney'], 200_000)).toBe(false);
    expect(isSettlingPayment(expired, ['paidMoney', 'ticketStatus', 'fullName'], 300_000)).toBe(false);
    expect(isSettlingPayment(expired, ['note'], 100_000)).toBe(false);
  });
});
