import type { TCollectionZnsResponse, TPartnerUser, TTicketReportRow, TTripCard } from '@busdesk/api-contract';
import { userInfoFixture } from '@busdesk/shared-kit/test-support/user-info-fixture';
import type { SalesByEmployeeServices } from '../features/sales-by-employee/sales-by-employee-services';
import { fakeReportExports, type FakeReportExports } from './fake-report-exports';
import { FAKE_COMPANIES } from './fake-report-services';

// In-memory collection report for stories and component tests only (never in the product path). It filters, pages
// (40, by ticket code descending) and totals like the server: the whole filter's figures on the first page only.

export interface FakeCollectionOptions {
  /** Makes the report, a lookup or the Zalo send fail. */
  fail?: 'report' | 'routes' | 'trips' | 'send';
  /** How many tickets the fake holds (default 50: two pages of 40). */
  count?: number;
  /** This agency is the configured partner account (row selection and the Zalo send). */
  znsEnabled?: boolean;
}

const vnToday = () => {
  const vn = new Date(Date.now() + 7 * 3_600_000);
  return { key: vn.getUTCFullYear() * 10_000 + (vn.getUTCMonth() + 1) * 100 + vn.getUTCDate(), at: (h: number, m: number) => Date.UTC(vn.getUTCFullYear(), vn.getUTCMonth(), vn.getUTCDate(), h, m) - 7 * 3_600_000 };
};

export const FAKE_STAFF: TPartnerUser[] = [
  { id: 'u1', name: 'Nguyễn Thị Lan', username: 'lan', debtLimit: 0, currentDebt: 0, commission: 3, role: 'STAFF', isActive: true, routeIds: [], partnerId: 'p1' },
  { id: 'u2', name: 'Trần Văn Hùng', username: 'hung', debtLimit: 0, currentDebt: 0, commission: 5, role: 'ADMIN', isActive: true, routeIds: [], partnerId: 'p1' },
];
const ROUTES = [
  { id: 'r-mdong-dalat', routeName: 'Bến xe Miền Đông - Đà Lạt', routeIdGTVT: '4979.1111.A', companyId: 'c-minhphat' },
  { id: 'r-mdong-bmt', routeName: 'Bến xe Miền Đông - Buôn Ma Thuột', routeIdGTVT: null, companyId: 'c-minhphat' },
];
/** Payment types cycling cash at the counter, transfer, bank QR, cash to the assistant. */
const PAYMENTS = [3, 6, 24, 3, 2];

export function fakeCollectionRows(count = 50): TTicketReportRow[] {
  const { key, at } = vnToday();
  return Array.from({ length: count }, (_, i) => {
    const route = ROUTES[i % 2]!;
    const seller = FAKE_STAFF[i % 2]!;
    const channel = i % 10 === 9 ? 1 : i % 7 === 6 ? 2 : 0;
    const hold = i % 8 === 7;
    const paid = hold ? (i % 16 === 15 ? 0 : 100_000) : 350_000;
    const paymentType = PAYMENTS[i % PAYMENTS.length]!;
    const cash = paymentType === 2 || paymentType === 3;
    const commission = !hold && (channel !== 0 || !cash) ? 17_500 : 0;
    return {
      ticketId: `tk-s-${i + 1}`,
      ticketCode: `XE${String(9000 - i).padStart(5, '0')}`,
      companyId: route.companyId,
      companyName: FAKE_COMPANIES[0]!.name,
      routeId: route.id,
      routeName: route.routeName,
      startDateReality: key,
      startTimeReality: at(6 + (i % 3) * 7, 0),
      numberPlate: '49B-012.34',
      seatId: `A${(i % 22) + 1}`,
      fullName: i === 4 ? '=HYPERLINK("http://x","y")' : 'Nguyễn Văn An',
      phoneNumber: '0901234567',
      agencyPrice: 350_000,
      paidMoney: paid,
      ticketStatus: hold ? 2 : 3,
      partnerId: i % 5 === 4 ? 'p-child' : 'p1',
      partnerStaffName: channel === 1 ? null : seller.name,
      // A hold with nothing paid comes without a payment type here, to show the seed's fallback 'Không xác định'.
      paymentType: paid > 0 ? [paymentType] : [],
      createdDate: at(5, 0),
      cancelName: null,
      cancelTime: null,
      cancelReason: null,
      cancelFee: 0,
      refund: 0,
      isRefunded: false,
      taxId: '5801234568',
      routeIdGTVT: route.routeIdGTVT,
      paidMoneyCash: cash ? paid : 0,
      paidMoneyOnline: cash ? 0 : paid,
      isCash: paid > 0 && cash,
      isOnline: paid > 0 && !cash,
      collectionTransactions: paid > 0 ? [{ paymentType, amount: paid, commission }] : [],
      bankAccountNumber: paid > 0 && !cash ? '0011002233' : null,
      bookingType: [channel],
      userPartnerId: channel === 1 ? null : seller.id,
    };
  });
}

export const FAKE_ZNS: TCollectionZnsResponse = {
  enabled: true,
  defaultTemplateId: 'zt-2',
  templates: [
    { id: 'zt-1', name: 'Xác nhận đặt vé', messageContentType: 1 },
    { id: 'zt-2', name: 'Thanh toán thành công', messageContentType: 10 },
  ],
};

export interface FakeCollection extends SalesByEmployeeServices {
  exports: FakeReportExports;
  rows: TTicketReportRow[];
  requests: Array<{ call: string; body: unknown }>;
}

export function fakeCollectionServices(opts: FakeCollectionOptions = {}): FakeCollection {
  const rows = fakeCollectionRows(opts.count);
  const count = opts.count;
  const requests: FakeCollection['requests'] = [];
  const trip = (routeId: string, h: number): TTripCard =>
    ({ tripId: `t-${routeId}-${h}`, startTime: vnToday().at(h, 0), numberPlate: '49B-012.34', routeId, routeName: routeId }) as TTripCard;
  return {
    rows,
    requests,
    exports: fakeReportExports({ total: count ?? 50, step: 25 }),
    async companies() {
      return FAKE_COMPANIES;
    },
    async subPartners() {
      return [{ id: 'p-child', name: 'Quầy vé Bến xe Miền Đông mới', code: 'BXMDM-79' }];
    },
    async staff() {
      return FAKE_STAFF;
    },
    async routes(request) {
      requests.push({ call: 'routes', body: request });
      if (opts.fail === 'routes') throw new Error('Không kết nối được máy chủ');
      return ROUTES.filter((r) => r.companyId === request.companyId);
    },
    async trips(request) {
      requests.push({ call: 'trips', body: request });
      if (opts.fail === 'trips') throw new Error('Không kết nối được máy chủ');
      return [trip(request.routeId, 6), trip(request.routeId, 13)];
    },
    async zns() {
      return opts.znsEnabled ? FAKE_ZNS : { enabled: false, defaultTemplateId: null, templates: [] };
    },
    async sendZns(request) {
      requests.push({ call: 'sendZns', body: request });
      if (opts.fail === 'send') throw new Error('Người dùng chưa quan tâm OA');
      return { delivered: 0, failed: 0, local: request.ticketIds.length };
    },
    async report(request) {
      requests.push({ call: 'report', body: request });
      if (opts.fail === 'report') throw new Error('Không kết nối được máy chủ');
      const sub = request.subPartnerIds ?? [];
      const found = rows.filter(
        (r) =>
          r.startDateReality >= Number(request.startDate) &&
          r.startDateReality <= Number(request.endDate) &&
          (!request.companyId || r.companyId === request.companyId) &&
          (!request.routeId || r.routeId === request.routeId) &&
          (!request.userPartnerId || request.sellerType === 2 || r.userPartnerId === request.userPartnerId) &&
          (request.sellerType !== 1 || r.bookingType[0] !== 1) &&
          (request.sellerType !== 2 || r.bookingType[0] === 1) &&
          (sub.length === 0 || sub.includes(r.partnerId ?? '')),
      );
      const start = request.nextPageToken ? Number(request.nextPageToken.replace(/^idx:/, '')) : 0;
      const count = request.count ?? 40;
      const page = found.slice(start, start + count);
      const first = !request.nextPageToken;
      const sum = (f: (r: TTicketReportRow) => number) => found.reduce((s, r) => s + f(r), 0);
      const channel = (c: number) => found.filter((r) => r.bookingType[0] === c).length;
      return {
        data: page,
        nextPageToken: start + count < found.length ? `idx:${start + count}` : null,
        count: first ? found.length : null,
        eTicketCount: first ? found.length : null,
        companyOnlineTicketCount: first ? channel(1) : null,
        agencyOnlineTicketCount: first ? channel(2) : null,
        offlineTicketCount: first ? channel(0) : null,
        totals: first
          ? {
              count: found.length,
              agencyPrice: sum((r) => r.agencyPrice),
              paidMoney: sum((r) => r.paidMoney),
              cancelFee: 0,
              refund: 0,
              paidMoneyCash: sum((r) => r.paidMoneyCash),
              paidMoneyOnline: sum((r) => r.paidMoneyOnline),
              commission: sum((r) => r.collectionTransactions[0]?.commission ?? 0),
            }
          : null,
      };
    },
  };
}

/** The users the stories and tests sign in as: an ADMIN of a parent partner, and a STAFF user. */
export const collectionAdmin = () =>
  userInfoFixture({ id: 'u2', name: 'Trần Văn Hùng', role: 'ADMIN', partner: { ...userInfoFixture().partner, childrenPartnerId: ['p-child'] } });
/** A STAFF user of the same parent partner: no child stations filter for them. */
export const collectionStaff = () =>
  userInfoFixture({ id: 'u1', name: 'Nguyễn Thị Lan', role: 'STAFF', partner: { ...userInfoFixture().partner, childrenPartnerId: ['p-child'] } });
