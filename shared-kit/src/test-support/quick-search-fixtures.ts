import type { TFoundTicket } from '@busdesk/api-contract';

const HOUR = 3_600_000;

/** A found ticket with realistic fields; tests override what they are about. */
export function foundTicket(over: Partial<TFoundTicket> = {}): TFoundTicket {
  const start = Date.now() + 26 * HOUR;
  return {
    ticketId: 'tk-1',
    tripId: 't-1',
    ticketCode: 'VX000123',
    ticketStatus: 3,
    companyId: 'c-minhphat',
    companyName: 'Nhà xe Minh Phát',
    routeName: 'Bến xe Miền Đông - Đà Lạt',
    pointUpName: 'Bến xe Miền Đông',
    pointDownName: 'Bến xe Liên tỉnh Đà Lạt',
    seatId: 'A01',
    listSeatId: ['A01'],
    getInTimePlan: start,
    startTime: start,
    fullName: 'Nguyễn Văn An',
    phoneNumber: '0901234567',
    orderer: 'Trần Thị Bình',
    ordererPhoneNumber: '0912345678',
    isNotUsingAV: false,
    ...over,
  };
}
