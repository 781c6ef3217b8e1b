import type { TTicketLog } from '@busdesk/api-contract';
import { describe, expect, it } from 'vitest';
import { ticketHistory } from './ticket-log-format';

const T0 = Date.UTC(2026, 10, 21, 2, 5);

/** The 14 fields a booking, an update or a payment logs (server sales/booking.ts ticketLogFields). */
function snapshot(over: Record<string, string | number | null> = {}): TTicketLog['logs'] {
  const values: Record<string, string | number | null> = {
    seatIds: 'A1',
    fullName: 'Trần Văn Bình',
    phoneNumber: '0901234567',
    note: null,
    pointUp: 'Bến xe Miền Đông',
    pointDown: 'Bến xe Liên tỉnh Đà Lạt',
    ticketStatus: 2,
    routeInfo: 'Miền Đông - Đà Lạt',
    getInTime: T0 + 86_400_000,
    agencyPrice: 350_000,
    paidMoney: 100_000,
    numberPlate: '51B-123.45',
    agency: 'Bến xe Miền Đông',
    requireInvoiceStatus: 0,
    ...over,
  };
  return Object.entries(values).map(([field, value]) => ({ field, value }));
}

const entry = (minutes: number, logType: number, logs: TTicketLog['logs']): TTicketLog => ({
  createdDate: T0 + minutes * 60_000,
  createdUserName: 'Nguyễn Thị Lan',
  logType,
  logs,
});

/** An entry's changes as the clerk reads them: 'label: old → new' or 'label: value'. */
const lines = (changes: ReturnType<typeof ticketHistory>[number]['changes']) =>
  changes.map((c) => (c.from !== undefined ? `${c.label}: ${c.from} → ${c.to}` : `${c.label}: ${c.to}`));

describe('ticketHistory', () => {
  const history = ticketHistory([
    entry(0, 1, snapshot()),
    entry(5, 2, snapshot({ fullName: 'Trần Văn Bình An', note: 'Ghế gần cửa' })),
    entry(6, 2, snapshot({ fullName: 'Trần Văn Bình An', note: 'Ghế gần cửa' })),
    entry(30, 3, snapshot({ fullName: 'Trần Văn Bình An', note: 'Ghế gần cửa', ticketStatus: 3, paidMoney: 350_000 })),
    entry(31, 7, [
      { field: 'seatIds', value: 'A1' },
      { field: 'numberOfPrint', value: 1 },
    ]),
    entry(32, 8, [
      { field: 'seatIds', value: 'A1' },
      { field: 'phoneNumber', value: '0901234567' },
      { field: 'isSuccess', value: true },
    ]),
    entry(60, 4, [
      { field: 'seatIds', value: 'A1' },
      { field: 'ticketStatus', value: 0 },
      { field: 'cancelReason', value: 'Khách đổi ngày đi' },
      { field: 'feeCancel', value: 35_000 },
      { field: 'refund', value: 315_000 },
      { field: 'isRefunded', value: true },
    ]),
  ]);

  it('shows the new ticket by its key values, with the time as DD/MM/YYYY HH:mm and the action', () => {
    expect(history[0]).toMatchObject({ time: '21/11/2026 09:05', user: 'Nguyễn Thị Lan', action: 'Đặt vé' });
    expect(lines(history[0]!.changes)).toEqual([
      'Ghế: A1',
      'Họ tên: Trần Văn Bình',
      'Số điện thoại: 0901234567',
      'Điểm đón: Bến xe Miền Đông',
      'Điểm trả: Bến xe Liên tỉnh Đà Lạt',
      'Trạng thái vé: Giữ chỗ',
      'Giá vé: 350.000 đ',
      'Tiền đã trả: 100.000 đ',
    ]);
  });

  it('shows a later entry as what it changed, old → new, in the seed’s status labels and money in đồng', () => {
    expect(lines(history[1]!.changes)).toEqual(['Họ tên: Trần Văn Bình → Trần Văn Bình An', 'Ghi chú: Ghế gần cửa']);
    // The same snapshot again changes nothing (the control: the comparison does not just list every field).
    expect(history[2]!.changes).toEqual([]);
    expect(history[3]!.action).toBe('Thanh toán');
    expect(lines(history[3]!.changes)).toEqual(['Trạng thái vé: Giữ chỗ → Đã thanh toán', 'Tiền đã trả: 100.000 đ → 350.000 đ']);
  });

  it("shows what a print, a send and a cancel record: the count, where it went and whether it did, the cancel's money", () => {
    expect(lines(history[4]!.changes)).toEqual(['Số lần in: 1']);
    expect(lines(history[5]!.changes)).toEqual(['Số điện thoại: 0901234567', 'Gửi thành công: Có']);
    expect(history[6]!.action).toBe('Hủy vé');
    expect(lines(history[6]!.changes)).toEqual([
      'Trạng thái vé: Đã thanh toán → Đã hủy',
      'Lý do hủy: Khách đổi ngày đi',
      'Phí hủy: 35.000 đ',
      'Số tiền hoàn lại: 315.000 đ',
      'Hoàn tiền: Có',
    ]);
  });
});
