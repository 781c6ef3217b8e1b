import { describe, expect, it } from 'vitest';
import { TOPIC_EVENTS, ZRealtimeEvent, decodeRealtimeEvent, encodeRealtimeEvent, type TRealtimeEvent } from './events';

describe('events', () => {
  const events: TRealtimeEvent[] = [
    { type: 'changed-tickets', tickets: [{ ticketId: 'T1', ticketStatus: 2, seatId: 'A1', fullName: 'Nguyễn Văn An' }] },
    { type: 'removed-tickets', ticketIds: ['T1'] },
    { type: 'trip-changed', tripId: 't9', trip: { partnerLocks: [{ partnerId: 'p1', lockType: 1 }], numberPlate: null } },
    { type: 'partner-companies-changed', companyIds: ['c1', 'c2'] },
    { type: 'messages-sent', channels: ['sms', 'zns'] },
    { type: 'child-figures-changed', partnerIds: ['p2'] },
    { type: 'mb-ticket-payment', billNumber: 'B123', ticketIds: ['T1', 'T2'], amount: 450_000 },
    { type: 'payment-attention', billNumber: 'B124', outcome: 'refund_needed', amount: 450_000 },
    { type: 'bill-opened', billNumber: 'B125', provider: 'MB_QR' },
    { type: 'refund-resolved', id: 'pe-1' },
    { type: 'new-partner-tickets', tickets: [{ ticketId: 'T3', ticketStatus: 3 }] },
    { type: 'partner-tickets-read', ticketIds: ['T3'] },
    { type: 'partner-config', partnerId: 'p1', config: '{"phoneHidden":true}', isAutoApproveRoutes: false },
    { type: 'lock-seat', tripId: 't9', records: [{ listSeatId: ['A1'], userId: 'u1', partnerId: 'p1', expiresAt: 1 }] },
    { type: 'seat-status', tripId: 't9', seats: [{ seatId: 'A1', ticketStatus: 3, partnerId: 'p1' }] },
    { type: 'booked-seats', tripId: 't9', totalBookedSeat: 12, countedAt: 1_764_000_000_123.456 },
    { type: 'call', code: 'RINGING_IN', number: '1001', phone: '0901234567', callId: 'c1', direction: 'in' },
    { type: 'line-taken', number: '1001', loginId: 'l2', userName: 'Trần Thị Bình', at: 1_764_000_000_000 },
  ];
  it('round-trips every event kind through the wire format', () => {
    for (const e of events) expect(decodeRealtimeEvent(new TextEncoder().encode(encodeRealtimeEvent(e)))).toEqual(e);
  });
  it('routes each kind to exactly one topic', () => {
    const kinds = Object.values(TOPIC_EVENTS).flat();
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(new Set(kinds)).toEqual(new Set(events.map((e) => e.type)));
  });
  it('keeps unknown ticket fields and rejects malformed payloads', () => {
    const decoded = decodeRealtimeEvent(
      JSON.stringify({ type: 'changed-tickets', tickets: [{ ticketId: 'T1', ticketStatus: 0, extra: 1 }] }),
    );
    expect(decoded?.type === 'changed-tickets' && decoded.tickets[0]).toMatchObject({ extra: 1 });
    expect(decodeRealtimeEvent('not json')).toBeUndefined();
    expect(decodeRealtimeEvent(JSON.stringify({ type: 'mb-ticket-payment', billNumber: 'B1' }))).toBeUndefined();
    expect(ZRealtimeEvent.safeParse({ type: 'other' }).success).toBe(false);
  });
});
