import type {
  TBankQrReportRow,
  TCompanyOption,
  TMessageDelivery,
  TSmsReportRow,
  TTicketReportRow,
  TTransactionStatusCode,
  TZnsReportRow,
} from '@busdesk/api-contract';
import type { BankQrServices } from '../features/bank-qr-transactions/bank-qr-services';
import type { CancelledTicketsServices } from '../features/cancelled-tickets/cancelled-tickets-services';
import type { SmsHistoryServices } from '../features/sms-history/sms-history-services';
import type { ZnsHistoryServices } from '../features/zns-history/zns-history-services';

// In-memory reports for stories and component tests only (never in the product path). They page and total like the
// server: newest first, a next-page token while rows remain, the totals of the whole filter on the first page only.

export interface FakeOptions {
  /** Makes the report call fail ('Có lỗi xảy ra khi lọc báo cáo') or the update fail. */
  fail?: 'report' | 'update';
  /** How many rows the fake holds (default 45: three pages of 20). */
  count?: number;
}

/** The day the fakes' records fall on: today in Vietnam, so the screens' default range shows them. */
const today = (hour: number, minute: number) => {
  const now = new Date();
  const vn = new Date(now.getTime() + 7 * 3_600_000);
  return Date.UTC(vn.getUTCFullYear(), vn.getUTCMonth(), vn.getUTCDate(), hour, minute) - 7 * 3_600_000;
};

/** One page of `rows` (already in report order) after the fake token `token` ('idx:<n>'). */
function page<R>(rows: readonly R[], count: number, token: string | null | undefined) {
  const start = token ? Number(token.replace(/^idx:/, '')) : 0;
  const end = start + count;
  return { rows: rows.slice(start, end), nextPageToken: end < rows.length ? `idx:${end}` : null, first: !token };
}

const inRange = (at: number, from: number, to: number) => at >= from && at <= to;
const DELIVERIES: ReadonlyArray<TMessageDelivery | null> = ['delivered', 'delivered', 'delivered', 'local', 'failed', null];
const NAMES = ['Nguyễn Văn An', 'Trần Thị Bình', 'Lê Hoàng Cường', 'Phạm Thu Dung', '=HYPERLINK("http://x","y")', 'Đỗ Minh Em'];

export function fakeSmsRows(count = 45): TSmsReportRow[] {
  return Array.from({ length: count }, (_, i) => {
    const delivery = DELIVERIES[i % DELIVERIES.length]!;
    const quantity = 1 + (i % 2);
    return {
      id: `sms-${i + 1}`,
      phoneNumber: `09${String(10_000_000 + i * 7919).slice(0, 8)}`,
      content: `Ve XE${1000 + i}: ${NAMES[i % NAMES.length]} ghe A${(i % 30) + 1} luc 07:30`,
      objectType: i % 7 === 6 ? 10000 : 1500,
      sendDate: today(8, 0) + (count - i) * 60_000,
      isSuccess: delivery === 'delivered' || (delivery === null && i % 2 === 0),
      delivery,
      length: 60 + i,
      quantity,
      price: delivery === 'failed' ? 0 : quantity * 800,
      realPrice: delivery === 'failed' ? 0 : quantity * 650,
    };
  });
}

const deliveryCounts = (rows: ReadonlyArray<{ delivery: TMessageDelivery | null; isSuccess: boolean }>) => ({
  count: rows.length,
  delivered: rows.filter((r) => r.delivery === 'delivered').length,
  failed: rows.filter((r) => r.delivery === 'failed' || (r.delivery === null && !r.isSuccess)).length,
  local: rows.filter((r) => r.delivery === 'local').length,
});

export function fakeSmsServices(opts: FakeOptions = {}): SmsHistoryServices & { requests: unknown[] } {
  const all = fakeSmsRows(opts.count);
  const requests: unknown[] = [];
  return {
    requests,
    async report(request) {
      requests.push(request);
      if (opts.fail === 'report') throw new Error('Không kết nối được máy chủ');
      const rows = all.filter((r) => inRange(r.sendDate, Number(request.fromDate), Number(request.toDate)));
      const p = page(rows, request.count ?? 20, request.nextPageToken);
      return {
        smsInfo: p.rows,
        nextPageToken: p.nextPageToken,
        totals: p.first
          ? {
              ...deliveryCounts(rows),
              quantity: rows.reduce((s, r) => s + r.quantity, 0),
              price: rows.reduce((s, r) => s + r.price, 0),
              realPrice: rows.reduce((s, r) => s + r.realPrice, 0),
            }
          : null,
      };
    },
  };
}

export function fakeZnsRows(count = 45): TZnsReportRow[] {
  return Array.from({ length: count }, (_, i) => {
    const delivery = DELIVERIES[i % DELIVERIES.length]!;
    return {
      id: `zns-${i + 1}`,
      phoneNumber: `849${String(10_000_000 + i * 7919).slice(0, 8)}`,
      znsType: [1, 10, 6, 3][i % 4]!,
      sendDate: today(9, 0) + (count - i) * 60_000,
      isSuccess: delivery === 'delivered',
      delivery,
      price: delivery === 'failed' ? 0 : 300,
      messageError: delivery === 'failed' ? 'Số điện thoại chưa đăng ký Zalo' : null,
    };
  });
}

export function fakeZnsServices(opts: FakeOptions = {}): ZnsHistoryServices {
  const all = fakeZnsRows(opts.count);
  return {
    async report(request) {
      if (opts.fail === 'report') throw new Error('Không kết nối được máy chủ');
      const rows = all.filter((r) => inRange(r.sendDate, Number(request.fromDate), Number(request.toDate)));
      const p = page(rows, request.count ?? 20, request.nextPageToken);
      return { znsMessage: p.rows, nextPageToken: p.nextPageToken, totals: p.first ? { ...deliveryCounts(rows), price: rows.reduce((s, r) => s + r.price, 0) } : null };
    },
  };
}

export const FAKE_COMPANIES: TCompanyOption[] = [
  { id: 'c-minhphat', name: 'Nhà xe Minh Phát Limousine', isNotUsingAv: false, companyPhoneNumber: null, debtLimit: null, currentDebt: null },
  { id: 'c-hungthinh', name: 'Nhà xe Hưng Thịnh', isNotUsingAv: false, companyPhoneNumber: null, debtLimit: null, currentDebt: null },
];

/** A small QR-like image (a data URL), so the table's image column has something to show. */
const QR_IMAGE =
  'data:image/svg+xml;base64,' +
  btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#fff"/><rect width="2" height="2"/><rect x="2" y="2" width="2" height="2"/></svg>');

export function fakeBankQrRows(count = 30): TBankQrReportRow[] {
  return Array.from({ length: count }, (_, i) => {
    const status = ([2, 2, 1, 3] as const)[i % 4]!;
    return {
      id: `bq-${i + 1}`,
      billNumber: `MB${100_000 + i}`,
      companyId: FAKE_COMPANIES[i % 2]!.id,
      partnerId: 'p1',
      createdDate: today(7, 0) + (count - i) * 120_000,
      totalMoney: (350_000 + (i % 3) * 50_000) * 100,
      qrCode: QR_IMAGE,
      transactionType: 'MB_QR',
      transStatus: status,
      transactionContent: `Thanh toan ve XE${2000 + i}`,
      ticketInfos: JSON.stringify([{ ticketId: `tk-${i}` }]),
      paidAt: status === 2 ? today(7, 5) : null,
      simulated: true,
    };
  });
}

export function fakeBankQrServices(opts: FakeOptions = {}): BankQrServices & { requests: unknown[] } {
  const all = fakeBankQrRows(opts.count);
  const requests: unknown[] = [];
  return {
    requests,
    async companies() {
      return FAKE_COMPANIES;
    },
    async report(request) {
      requests.push(request);
      if (opts.fail === 'report') throw new Error('Không kết nối được máy chủ');
      const statuses = (request.statuses ?? []) as TTransactionStatusCode[];
      const rows = all.filter(
        (r) =>
          inRange(r.createdDate, Number(request.startDate), Number(request.endDate)) &&
          (!request.companyId || r.companyId === request.companyId) &&
          (!request.transactionId || r.billNumber === request.transactionId || r.id === request.transactionId) &&
          (statuses.length === 0 || statuses.includes(r.transStatus)),
      );
      const p = page(rows, request.count ?? 1000, request.nextPageToken);
      const success = rows.filter((r) => r.transStatus === 2);
      return {
        transactions: p.rows,
        nextPageToken: p.nextPageToken,
        totals: p.first
          ? {
              count: rows.length,
              totalMoney: rows.reduce((s, r) => s + r.totalMoney, 0),
              processingCount: rows.filter((r) => r.transStatus === 1).length,
              successCount: success.length,
              successMoney: success.reduce((s, r) => s + r.totalMoney, 0),
              errorCount: rows.filter((r) => r.transStatus === 3).length,
            }
          : null,
      };
    },
  };
}

const todayKey = () => {
  const vn = new Date(Date.now() + 7 * 3_600_000);
  return vn.getUTCFullYear() * 10_000 + (vn.getUTCMonth() + 1) * 100 + vn.getUTCDate();
};

export function fakeCancelledRows(count = 45): TTicketReportRow[] {
  return Array.from({ length: count }, (_, i) => {
    const paid = i % 5 === 4 ? 100_000 : 350_000;
    const fee = i % 3 === 0 ? 35_000 : 0;
    return {
      ticketId: `tk-c-${i + 1}`,
      ticketCode: `XE${String(9000 - i).padStart(5, '0')}`,
      companyId: FAKE_COMPANIES[i % 2]!.id,
      companyName: FAKE_COMPANIES[i % 2]!.name,
      routeId: 'r-mdong-dalat',
      routeName: 'Bến xe Miền Đông - Đà Lạt',
      startDateReality: todayKey(),
      startTimeReality: today(22, 0),
      numberPlate: '51B-123.45',
      seatId: `A${(i % 30) + 1}`,
      fullName: NAMES[i % NAMES.length]!,
      phoneNumber: '0901234567',
      agencyPrice: 350_000,
      paidMoney: paid,
      ticketStatus: 0,
      partnerId: 'p1',
      partnerStaffName: 'Nguyễn Thị Lan',
      paymentType: [3],
      createdDate: today(6, 0),
      cancelName: 'Nguyễn Thị Lan',
      cancelTime: today(10, 0) + i * 60_000,
      cancelReason: 'Đổi lịch',
      cancelFee: fee,
      refund: paid - fee,
      isRefunded: false,
      taxId: null,
      routeIdGTVT: null,
      paidMoneyCash: paid,
      paidMoneyOnline: 0,
      isCash: true,
      isOnline: false,
      collectionTransactions: [{ paymentType: 3, amount: paid, commission: 0 }],
      bankAccountNumber: null,
      bookingType: [0],
      userPartnerId: 'u1',
    };
  });
}

export interface FakeCancelled extends CancelledTicketsServices {
  rows: TTicketReportRow[];
  requests: unknown[];
}

export function fakeCancelledServices(opts: FakeOptions = {}): FakeCancelled {
  const rows = fakeCancelledRows(opts.count);
  const requests: unknown[] = [];
  return {
    rows,
    requests,
    async companies() {
      return FAKE_COMPANIES;
    },
    async report(request) {
      requests.push(request);
      if (opts.fail === 'report') throw new Error('Không kết nối được máy chủ');
      const found = rows.filter(
        (r) =>
          r.startDateReality >= Number(request.startDate) &&
          r.startDateReality <= Number(request.endDate) &&
          (!request.companyId || r.companyId === request.companyId) &&
          (request.isRefunded === null || request.isRefunded === undefined || r.isRefunded === request.isRefunded),
      );
      const p = page(found, request.count ?? 20, request.nextPageToken);
      const sum = (f: 'agencyPrice' | 'paidMoney' | 'cancelFee' | 'refund' | 'paidMoneyCash' | 'paidMoneyOnline') => found.reduce((s, r) => s + r[f], 0);
      return {
        data: p.rows,
        nextPageToken: p.nextPageToken,
        count: p.first ? found.length : null,
        eTicketCount: p.first ? found.length : null,
        companyOnlineTicketCount: p.first ? 0 : null,
        agencyOnlineTicketCount: p.first ? 0 : null,
        offlineTicketCount: p.first ? found.length : null,
        totals: p.first
          ? {
              count: found.length,
              agencyPrice: sum('agencyPrice'),
              paidMoney: sum('paidMoney'),
              cancelFee: sum('cancelFee'),
              refund: sum('refund'),
              paidMoneyCash: sum('paidMoneyCash'),
              paidMoneyOnline: sum('paidMoneyOnline'),
              commission: 0,
            }
          : null,
      };
    },
    async update(request) {
      requests.push(request);
      if (opts.fail === 'update') throw new Error('Vé không tồn tại');
      const changed = rows.filter((r) => request.ticketIds.includes(r.ticketId));
      for (const r of changed) {
        r.isRefunded = request.isRefunded;
        r.cancelReason = request.cancelReason || 'Khách không đi nữa muốn hủy vé.';
      }
      return { tickets: changed };
    },
  };
}
