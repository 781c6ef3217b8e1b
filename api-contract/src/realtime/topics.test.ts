import { describe, expect, it } from 'vitest';
import { parseTopic, topics } from './topics';

describe('topics', () => {
  it('builds the topics of DESIGN §6 and parses them back', () => {
    expect(topics.partnerTickets('p1')).toBe('partner/p1/tickets');
    expect(topics.partnerPayments(7)).toBe('partner/7/payments');
    expect(topics.partnerNotifications('p1')).toBe('partner/p1/notifications');
    expect(topics.tripLockSeat('t9')).toBe('trip/t9/lockSeat');
    expect(topics.lineCalls('1001')).toBe('line/1001/calls');
    expect(parseTopic('partner/p1/payments')).toEqual({ kind: 'partnerPayments', partnerId: 'p1' });
    expect(parseTopic('trip/t9/lockSeat')).toEqual({ kind: 'tripLockSeat', tripId: 't9' });
    expect(parseTopic('trip/t9/seats')).toEqual({ kind: 'tripSeats', tripId: 't9' });
    expect(topics.tripSeats('t9')).toBe('trip/t9/seats');
    expect(parseTopic('line/1001/calls')).toEqual({ kind: 'lineCalls', number: '1001' });
    expect(topics.partnerConfig('p1')).toBe('partner/p1/config');
    expect(parseTopic('partner/p1/config')).toEqual({ kind: 'partnerConfig', partnerId: 'p1' });
    expect(() => topics.partnerConfig('+')).toThrow();
  });
  it('refuses ids that would widen a subscription', () => {
    expect(() => topics.partnerTickets('+')).toThrow();
    expect(() => topics.partnerTickets('a/b')).toThrow();
    expect(() => topics.lineCalls('#')).toThrow();
    expect(() => topics.tripLockSeat('')).toThrow();
    expect(parseTopic('partner/+/tickets')).toBeUndefined();
    expect(parseTopic('partner/#')).toBeUndefined();
    expect(parseTopic('partner/p1/secrets')).toBeUndefined();
    expect(parseTopic('trip/t1/lockSeat/extra')).toBeUndefined();
  });
});
