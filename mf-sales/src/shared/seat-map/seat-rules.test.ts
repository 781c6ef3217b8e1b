import { describe, expect, it } from 'vitest';
import { CURRENT_PARTNER_ID, CURRENT_USER_ID, NOW, ROUTE_POINT_IDS, contextFixture, everyStateContext, ticketFixture } from '../../test-support/seat-map-fixtures';
import {
  applySeatClick,
  canSelectSeat,
  EMPTY_SELECTION,
  reconcileSelection,
  seatDisplay,
  selectedTickets,
  selectionHasPaidTicket,
  type Selection,
} from './seat-rules';

const point = (id: string) => ({ id, name: id, address: null, pointType: 0, transshipmentId: null });

describe('seatDisplay', () => {
  const ctx = everyStateContext();
  const state = (seatId: string, selected: string[] = []) => seatDisplay(seatId, ctx, selected);

  it('shows a free sellable seat with its id', () => {
    expect(state('A12')).toEqual({ state: 'free', own: false, oneWay: false, label: 'A12' });
  });

  it('marks a booking (status 2 or 7) G with its passenger’s given name, not the seller’s', () => {
    expect(state('A01')).toMatchObject({ state: 'booked', own: true, label: 'G Lan', mark: 'G', who: 'Lan', fullName: 'Trần Thị Lan' });
    expect(state('A04')).toMatchObject({ state: 'booked', own: true, label: 'G Khoa', fullName: 'Đỗ Minh Khoa' });
    expect(state('A04').label).not.toContain('Hùng');
    expect(state('A01').ticket?.seatId).toBe('A01');
  });

  it('shows the phone when the ticket has no name, and the mark alone when it has neither', () => {
    expect(state('A15')).toMatchObject({ state: 'booked', label: 'G 0912345678', who: '0912345678' });
    expect(state('A15').fullName).toBeUndefined();
    const c = contextFixture({ tickets: [ticketFixture({ seatId: 'A01', fullName: '  ', phoneNumber: null })] });
    expect(seatDisplay('A01', c, []).label).toBe('G');
    const oneWord = contextFixture({ tickets: [ticketFixture({ seatId: 'A01', fullName: 'Lan' })] });
    expect(seatDisplay('A01', oneWord, [])).toMatchObject({ label: 'G Lan', who: 'Lan' });
    expect(seatDisplay('A01', oneWord, []).fullName).toBeUndefined();
  });

  it('marks paid tickets (3, 4 and 5) T, with the passenger', () => {
    expect(state('A02')).toMatchObject({ state: 'paid', label: 'T Bình', mark: 'T' });
    for (const ticketStatus of [4, 5]) {
      const c = contextFixture({ tickets: [ticketFixture({ seatId: 'A01', ticketStatus, paidMoney: 300_000, fullName: 'Lê Văn Bình' })] });
      expect(seatDisplay('A01', c, [])).toMatchObject({ state: 'paid', label: 'T Bình' });
    }
  });

  it('shows a deposit when something but not everything is paid on a booking', () => {
    expect(state('A03')).toMatchObject({ state: 'deposit', label: 'G Hà' });
    const full = contextFixture({ tickets: [ticketFixture({ seatId: 'A01', ticketStatus: 7, paidMoney: 300_000 })] });
    expect(seatDisplay('A01', full, []).state).toBe('booked');
    const deposit7 = contextFixture({ tickets: [ticketFixture({ seatId: 'A01', ticketStatus: 7, paidMoney: 50_000 })] });
    expect(seatDisplay('A01', deposit7, []).state).toBe('deposit');
  });

  it('flags one-way tickets that board after the first stop or leave before the last', () => {
    expect(state('A05')).toMatchObject({ state: 'booked', oneWay: true });
    expect(state('A01').oneWay).toBe(false);
    const shortDown = contextFixture({ tickets: [ticketFixture({ seatId: 'A01', pointDown: point(ROUTE_POINT_IDS[1]) })] });
    expect(seatDisplay('A01', shortDown, []).oneWay).toBe(true);
  });

  it('shows other agencies’ seats as taken, G or T, without passenger data', () => {
    expect(state('A06')).toEqual({ state: 'otherAgency', own: false, oneWay: false, label: 'G', mark: 'G' });
    expect(state('A07')).toEqual({ state: 'otherAgency', own: false, oneWay: false, label: 'T', mark: 'T' });
  });

  it('ignores another agency’s seat whose live status says cancelled', () => {
    const c = contextFixture({ otherSeats: [{ seatId: 'A06', ticketStatus: 0 }] });
    expect(seatDisplay('A06', c, []).state).toBe('free');
  });

  it('shows company-locked seats as locked', () => {
    expect(state('A08').state).toBe('locked');
  });

  it('shows seats another user holds in real time, but not the current user’s own hold', () => {
    expect(state('A10').state).toBe('heldByOther');
    expect(state('A11').state).toBe('free');
    expect(state('A11', ['A11']).state).toBe('selected');
  });

  it('frees a seat whose real-time hold has expired', () => {
    const c = contextFixture({ seatLocks: [{ listSeatId: ['A10'], userId: 'u-x', partnerId: CURRENT_PARTNER_ID, expiresAt: NOW }] });
    expect(seatDisplay('A10', c, []).state).toBe('free');
  });

  it('frees a seat whose zero-paid hold has expired, but keeps one with a deposit as an expired hold', () => {
    expect(state('A09')).toMatchObject({ state: 'free', own: false });
    expect(state('A09').ticket).toBeUndefined();
    const kept = contextFixture({ tickets: [ticketFixture({ seatId: 'A09', overTime: NOW - 1, paidMoney: 10_000 })] });
    expect(seatDisplay('A09', kept, []).state).toBe('expiredHold');
    expect(state('A14')).toMatchObject({ state: 'expiredHold', own: true, label: 'G Quân' });
    // The same deposit with its hold time still ahead is a deposit.
    const live = contextFixture({ tickets: [ticketFixture({ seatId: 'A09', overTime: NOW + 1, paidMoney: 10_000 })] });
    expect(seatDisplay('A09', live, []).state).toBe('deposit');
  });

  it('lets the agency select its expired hold (to collect or cancel), and says what it is when selected', () => {
    expect(canSelectSeat('A14', ctx)).toEqual({ ok: true });
    expect(state('A14', ['A14'])).toMatchObject({ state: 'selected', ticketState: 'expiredHold' });
  });

  it('ignores cancelled tickets', () => {
    const c = contextFixture({ tickets: [ticketFixture({ seatId: 'A01', ticketStatus: 0 })] });
    expect(seatDisplay('A01', c, []).state).toBe('free');
  });

  it('shows selected seats, including a selected own ticket (which keeps its label)', () => {
    expect(state('A12', ['A12']).state).toBe('selected');
    expect(state('B01', ['B01', 'B02', 'B03'])).toMatchObject({ state: 'selected', own: true, label: 'G Nam' });
  });

  it('never shows an occupied, locked or held seat as selected', () => {
    for (const seatId of ['A06', 'A08', 'A10']) expect(state(seatId, [seatId]).state).not.toBe('selected');
  });

  it('treats non-sellable cells (driver, door, WC) and unknown ids as not sellable', () => {
    expect(state('TX').state).toBe('notSellable');
    expect(state('CUA').state).toBe('notSellable');
    expect(state('WC').state).toBe('notSellable');
    expect(state('Z99').state).toBe('notSellable');
  });

  it('sells seat type 4 (beds) as well as 3', () => {
    const c = contextFixture({ seats: [{ seatId: 'G1', seatType: 4, floor: 1, row: 1, column: 1 }] });
    expect(seatDisplay('G1', c, []).state).toBe('free');
    expect(canSelectSeat('G1', c)).toEqual({ ok: true });
  });
});

describe('canSelectSeat', () => {
  const ctx = everyStateContext();

  it('allows free seats and seats with the agency’s own tickets (paid ones too)', () => {
    for (const seatId of ['A12', 'A01', 'A02', 'A03', 'A09', 'A11']) expect(canSelectSeat(seatId, ctx)).toEqual({ ok: true });
  });

  it.each([
    ['A06', 'Ghế A06 đã được đại lý khác bán'],
    ['A08', 'Ghế A08 đã bị nhà xe khóa'],
    ['A10', 'Ghế A10 đang được người khác chọn'],
    ['TX', 'Ghế TX không được bán'],
    ['WC', 'Ghế WC không được bán'],
    ['Z99', 'Không tìm thấy ghế Z99'],
  ])('refuses %s: %s', (seatId, reason) => {
    expect(canSelectSeat(seatId, ctx)).toEqual({ ok: false, reason });
  });

  it('refuses a seat held by a user of another agency as well as by a colleague', () => {
    const c = contextFixture({ seatLocks: [{ listSeatId: ['A01'], userId: 'u-far', partnerId: 'p-other', expiresAt: NOW + 1 }] });
    expect(canSelectSeat('A01', c).ok).toBe(false);
  });
});

describe('applySeatClick', () => {
  const ctx = everyStateContext();

  it('toggles free seats', () => {
    const one = applySeatClick(EMPTY_SELECTION, 'A12', ctx);
    expect(one).toEqual({ selection: { seatIds: ['A12'], ticketIds: [] } });
    const two = applySeatClick(one.selection, 'A13', ctx);
    expect(two.selection.seatIds).toEqual(['A12', 'A13']);
    expect(applySeatClick(two.selection, 'A12', ctx).selection.seatIds).toEqual(['A13']);
  });

  it('leaves the selection unchanged with the reason when a seat cannot be selected', () => {
    const before: Selection = { seatIds: ['A12'], ticketIds: [] };
    const result = applySeatClick(before, 'A10', ctx);
    expect(result.selection).toBe(before);
    expect(result.warning).toBe('Ghế A10 đang được người khác chọn');
  });

  it('selects a whole group by ticket code and warns of its size', () => {
    const result = applySeatClick({ seatIds: ['A12'], ticketIds: [] }, 'B02', ctx);
    expect(result.selection.seatIds).toEqual(['B01', 'B02', 'B03']);
    expect(result.selection.ticketIds).toHaveLength(3);
    expect(result.warning).toBe('Vé đoàn gồm 3 vé');
  });

  it('selects a single ticket without a warning', () => {
    const result = applySeatClick(EMPTY_SELECTION, 'A01', ctx);
    expect(result.selection.seatIds).toEqual(['A01']);
    expect(result.selection.ticketIds).toEqual([ctx.tickets[0]?.ticketId]);
    expect(result.warning).toBeUndefined();
  });

  it('leaves cancelled and expired tickets of the group out', () => {
    const c = contextFixture({
      tickets: [
        ticketFixture({ seatId: 'A01', ticketCode: 'G' }),
        ticketFixture({ seatId: 'A02', ticketCode: 'G', ticketStatus: 0 }),
        ticketFixture({ seatId: 'A03', ticketCode: 'G', overTime: NOW - 1 }),
      ],
    });
    const result = applySeatClick(EMPTY_SELECTION, 'A01', c);
    expect(result.selection.seatIds).toEqual(['A01']);
    expect(result.warning).toBeUndefined();
  });

  it('clears the selection when a selected ticket’s seat is clicked again', () => {
    const group = applySeatClick(EMPTY_SELECTION, 'B01', ctx).selection;
    expect(applySeatClick(group, 'B03', ctx).selection).toEqual(EMPTY_SELECTION);
  });

  it('clears selected tickets when a new seat is chosen', () => {
    const group = applySeatClick(EMPTY_SELECTION, 'B01', ctx).selection;
    expect(applySeatClick(group, 'A12', ctx)).toEqual({ selection: { seatIds: ['A12'], ticketIds: [] } });
  });

  it('replaces one group by another', () => {
    const group = applySeatClick(EMPTY_SELECTION, 'B01', ctx).selection;
    const other = applySeatClick(group, 'A02', ctx).selection;
    expect(other.seatIds).toEqual(['A02']);
  });
});

describe('selectionHasPaidTicket', () => {
  const ctx = everyStateContext();

  it('is true when a selected ticket is paid (editing is disabled)', () => {
    expect(selectionHasPaidTicket(applySeatClick(EMPTY_SELECTION, 'A02', ctx).selection, ctx)).toBe(true);
  });

  it('is false for bookings, deposits and free seats', () => {
    expect(selectionHasPaidTicket(applySeatClick(EMPTY_SELECTION, 'A01', ctx).selection, ctx)).toBe(false);
    expect(selectionHasPaidTicket(applySeatClick(EMPTY_SELECTION, 'A03', ctx).selection, ctx)).toBe(false);
    expect(selectionHasPaidTicket({ seatIds: ['A12'], ticketIds: [] }, ctx)).toBe(false);
  });

  it('is true when one ticket of a group is paid', () => {
    const c = contextFixture({
      tickets: [ticketFixture({ seatId: 'A01', ticketCode: 'G' }), ticketFixture({ seatId: 'A02', ticketCode: 'G', ticketStatus: 3 })],
    });
    const selection = applySeatClick(EMPTY_SELECTION, 'A01', c).selection;
    expect(selectedTickets(selection, c)).toHaveLength(2);
    expect(selectionHasPaidTicket(selection, c)).toBe(true);
  });
});

describe('reconcileSelection', () => {
  it('drops picked seats another user or agency has taken since', () => {
    const selection: Selection = { seatIds: ['A01', 'A02', 'A03'], ticketIds: [] };
    const c = contextFixture({
      otherSeats: [{ seatId: 'A01', ticketStatus: 2 }],
      seatLocks: [{ listSeatId: ['A02'], userId: 'u-x', partnerId: 'p-x', expiresAt: NOW + 1000 }],
    });
    expect(reconcileSelection(selection, c)).toEqual({ seatIds: ['A03'], ticketIds: [] });
  });

  it('keeps the same object when nothing changed', () => {
    const selection: Selection = { seatIds: ['A01'], ticketIds: [] };
    expect(reconcileSelection(selection, contextFixture())).toBe(selection);
  });

  it('drops selected tickets that left the trip, and empties when none is left', () => {
    const a = ticketFixture({ seatId: 'A01', ticketCode: 'G' });
    const b = ticketFixture({ seatId: 'A02', ticketCode: 'G' });
    const selection: Selection = { seatIds: ['A01', 'A02'], ticketIds: [a.ticketId, b.ticketId] };
    expect(reconcileSelection(selection, contextFixture({ tickets: [a] }))).toEqual({ seatIds: ['A01'], ticketIds: [a.ticketId] });
    expect(reconcileSelection(selection, contextFixture({ tickets: [] }))).toEqual(EMPTY_SELECTION);
  });

  it('uses the current user id, so the user’s own lock never drops their pick', () => {
    const c = contextFixture({ seatLocks: [{ listSeatId: ['A01'], userId: CURRENT_USER_ID, partnerId: CURRENT_PARTNER_ID, expiresAt: NOW + 1 }] });
    const selection: Selection = { seatIds: ['A01'], ticketIds: [] };
    expect(reconcileSelection(selection, c)).toBe(selection);
  });
});
