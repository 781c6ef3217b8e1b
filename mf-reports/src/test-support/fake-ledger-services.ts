import type { TPartnerUser, TTicketStats, TTransactionReportRow } from '@busdesk/api-contract';
import type { TicketStatsServices } from '../features/ticket-stats/ticket-stats-services';
import type { TransactionsServices } from '../features/transactions/transactions-services';
import { fakeReportExports, type FakeReportExports } from './fake-report-exports';

// In-memory staff ledger and statistics for stories and component tests only (never in the product path). The
// transaction fake pages and totals like the server: newest first, a next-page token while rows remain, the totals of
// the whole filter on the first page only.

/** An instant of today in Vietnam, so the screens' default range shows the fake rows. */
const today = (hour: number, minute: number) => {
  const vn = new Date(Date.now() + 7 * 3_600_000);
  return Date.UTC(vn.getUTCFullYear(), vn.getUTCMonth(), vn.getUTCDate(), hour, minute) - 7 * 3_600_000;
};

export const fakeStaff = (): Array<Pick<TPartnerUser, 'id' | 'name'>> => [
  { id: 'u-admin', name: 'Nguyễn Văn Quản' },
  { id: 'u-staff', name: 'Trần Thị Bích Ngọc' },
  { id: 'u-thu', name: '=Phan Thu' },
];

/** `count` entries today: every third a top-up, the rest commissions (one of them reversed), mostly successful. */
export function fakeTransactionRows(count = 25): TTransactionReportRow[] {
  const staff = fakeStaff();
  return Array.from({ length: count }, (_, i) => {
    const user = staff[i % staff.length]!;
    const topUp = i % 3 === 0;
    const reversed = !topUp && i % 7 === 5;
    return {
      id: `ptx-${i + 1}`,
      partnerUserId: user.id,
      partnerUserName: user.name,
      partnerId: 'p-bxmd',
      partnerName: 'Bến xe Miền Đông',
      payDateInMillisec: today(7, 0) + (count - i) * 120_000,
      balanceType: topUp ? 1 : 2,
      amount: topUp ? 1_000_000 * (1 + (i % 4)) : reversed ? -10_500 : 10_500 + i * 100,
      description: topUp ? 'Nạp tiền đầu ca' : `${reversed ? 'Hoàn hoa hồng vé' : 'Hoa hồng bán vé'} BD${240000 + i} ghế A${(i % 30) + 1}`,
      status: i % 11 === 10 ? 1 : 2,
      ticketId: topUp ? null : `tk-${i}`,
    };
  });
}

export function fakeTransactionsServices(
  opts: { fail?: boolean; count?: number } = {},
): TransactionsServices & { requests: unknown[]; rows: TTransactionReportRow[]; exports: FakeReportExports } {
  const all = fakeTransactionRows(opts.count);
  const requests: unknown[] = [];
  return {
    requests,
    rows: all,
    exports: fakeReportExports({ total: all.length, step: 10 }),
    async report(request) {
      requests.push(request);
      if (opts.fail) throw new Error('Không kết nối được máy chủ');
      const from = Number(request.startTime);
      const to = Number(request.endTime);
      const rows = all.filter((r) => r.payDateInMillisec >= from && r.payDateInMillisec <= to && (!request.partnerUserId || r.partnerUserId === request.partnerUserId));
      const start = request.nextPageToken ? Number(request.nextPageToken.replace(/^idx:/, '')) : 0;
      const end = start + (request.count ?? 10);
      const sum = (xs: TTransactionReportRow[]) => xs.reduce((s, r) => s + r.amount, 0);
      return {
        transaction: rows.slice(start, end),
        nextPageToken: end < rows.length ? `idx:${end}` : null,
        totals: request.nextPageToken
          ? null
          : { count: rows.length, topUp: sum(rows.filter((r) => r.balanceType === 1)), commission: sum(rows.filter((r) => r.balanceType === 2)), amount: sum(rows) },
      };
    },
    staff: async () => fakeStaff().map((s) => ({ ...s, username: s.id, debtLimit: 0, currentDebt: 0, commission: 3, role: 'STAFF', isActive: true, routeIds: [], partnerId: 'p-bxmd' })),
  };
}

export const fakeTicketStats = (over: Partial<TTicketStats> = {}): TTicketStats => ({
  partnerId: 'p-bxmd',
  totalSellers: 4,
  totalGoods: 57,
  totalTickets: 41,
  totalSuccessTickets: 33,
  totalFailedTickets: 5,
  totalMoneyPaidTickets: 14_175_000,
  ...over,
});

export function fakeTicketStatsServices(opts: { refuse?: string; stats?: TTicketStats } = {}): TicketStatsServices & { requests: unknown[] } {
  const requests: unknown[] = [];
  return {
    requests,
    async stats(request) {
      requests.push(request);
      if (opts.refuse) throw new Error(opts.refuse);
      return opts.stats ?? fakeTicketStats(request.partnerId ? { partnerId: request.partnerId } : {});
    },
  };
}
