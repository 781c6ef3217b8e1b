import { describe, expect, it } from 'vitest';
import { SeatType, isSellableSeatType } from './seat-type';
import { ZTicketStatus, isTicketHoldExpired, ticketStatusLabel } from './ticket-status';
import { isTripDeparted } from './trip-status';

const NOW = Date.UTC(2025, 6, 1, 3, 0, 0);

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
    expect(ticketStatusLabel({ ticketStatus: 2, overTime: 0 }, NOW)).toBe('Giữ chỗ');
    expect(ticketStatusLabel({ ticketStatus: 3, overTime: NOW - 1 }, NOW)).toBe('Đã thanh toán');
  });
  it('hides only expired holds without money paid', () => {
    expect(isTicketHoldExpired({ ticketStatus: 2, overTime: NOW - 1, paidMoney: 0 }, NOW)).toBe(true);
    expect(isTicketHoldExpired({ ticketStatus: 2, overTime: NOW - 1, paidMoney: 50_000 }, NOW)).toBe(false);
    expect(isTicketHoldExpired({ ticketStatus: 2, overTime: NOW + 1, paidMoney: 0 }, NOW)).toBe(false);
  });
  it('accepts only the documented codes', () => {
    expect(ZTicketStatus.safeParse(7).success).toBe(true);
    expect(ZTicketStatus.safeParse(1).success).toBe(false);
  });
});

describe('seats and trips', () => {
  it('sells only seat types 3 and 4', () => {
    expect([1, 2, 3, 4, 5, 6].filter(isSellableSeatType)).toEqual([SeatType.SEAT, SeatType.BED]);
  });
  it('counts a trip departed by status or by time', () => {
    expect(isTripDeparted({ tripStatus: 2, startTimeReality: NOW + 3_600_000 }, NOW)).toBe(true);
    expect(isTripDeparted({ tripStatus: 1, startTimeReality: NOW - 1 }, NOW)).toBe(true);
    expect(isTripDeparted({ tripStatus: 1, startTimeReality: NOW + 1 }, NOW)).toBe(false);
  });
});
