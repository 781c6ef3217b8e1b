import type { TDashboardRequest, TDashboardResponse } from '@busdesk/api-contract';
import { Subject } from 'rxjs';
import type { DashboardServices } from '../features/dashboard/dashboard-services';

// Fixed figures for stories and component tests only (never in the product path): a busy day at a station counter.
const HOURLY = [0, 0, 0, 0, 1, 6, 14, 22, 18, 11, 9, 12, 15, 10, 8, 9, 13, 17, 12, 7, 5, 3, 1, 0];

export function fakeDashboard(over: { startDate?: number; endDate?: number; extraTickets?: number; extraLocalSms?: number } = {}): TDashboardResponse {
  const extra = over.extraTickets ?? 0;
  const sms = over.extraLocalSms ?? 0;
  const byHour = HOURLY.map((count, hour) => ({ hour, count: count + (hour === 10 ? extra : 0), paidMoney: (count + (hour === 10 ? extra : 0)) * 320_000 }));
  const count = byHour.reduce((s, h) => s + h.count, 0);
  const paidMoney = byHour.reduce((s, h) => s + h.paidMoney, 0);
  const cash = paidMoney - 14_080_000 - 9_600_000 - 3_200_000;
  return {
    startDate: over.startDate ?? 20261125,
    endDate: over.endDate ?? 20261125,
    sales: {
      count,
      sold: count - 9,
      cancelled: 9,
      paidMoney,
      refund: 2_835_000,
      byPaymentType: [
        { paymentType: 3, count: count - 44 - 30 - 10, paidMoney: cash },
        { paymentType: 24, count: 44, paidMoney: 14_080_000 },
        { paymentType: 6, count: 30, paidMoney: 9_600_000 },
        { paymentType: 1, count: 10, paidMoney: 3_200_000 },
      ],
      byHour,
    },
    seats: { trips: 42, capacity: 1_512, taken: 1_023 + extra, agencySold: 187 + extra },
    bills: {
      bankPending: { count: 3, amount: 1_050_000 },
      bankFailed: { count: 1, amount: 350_000 },
      walletPending: { count: 0, amount: 0 },
      walletFailed: { count: 2, amount: 640_000 },
      refundsToMake: { count: 1, amount: 350_000 },
    },
    messages: {
      sms: { count: 160 + sms, delivered: 148, failed: 4, local: 8 + sms, quantity: 171 + sms, price: 136_800, realPrice: 111_150 },
      zns: { count: 95, delivered: 90, failed: 5, local: 0, price: 28_500 },
    },
    asOf: Date.UTC(2026, 10, 25, 3, 30, 0),
  };
}

/** An empty range: no tickets, no trips, no bills, no messages. */
export function emptyDashboard(request: TDashboardRequest = { startDate: 20261125, endDate: 20261125 }): TDashboardResponse {
  const amount = { count: 0, amount: 0 };
  return {
    startDate: Number(request.startDate),
    endDate: Number(request.endDate),
    sales: { count: 0, sold: 0, cancelled: 0, paidMoney: 0, refund: 0, byPaymentType: [], byHour: Array.from({ length: 24 }, (_, hour) => ({ hour, count: 0, paidMoney: 0 })) },
    seats: { trips: 0, capacity: 0, taken: 0, agencySold: 0 },
    bills: { bankPending: amount, bankFailed: amount, walletPending: amount, walletFailed: amount, refundsToMake: amount },
    messages: { sms: { count: 0, delivered: 0, failed: 0, local: 0, quantity: 0, price: 0, realPrice: 0 }, zns: { count: 0, delivered: 0, failed: 0, local: 0, price: 0 } },
    asOf: Date.UTC(2026, 10, 25, 3, 30, 0),
  };
}

export interface FakeDashboardServices extends DashboardServices {
  /** Sells `n` more tickets and fires a change, as the agency's ticket event would. */
  sell(n: number): void;
  /** Records `n` more SMS kept by the local driver, firing nothing (a test signals it through the bus). */
  recordLocalSms(n: number): void;
  calls: TDashboardRequest[];
}

/** In-memory figures with a change signal; `fail` makes every call fail, `empty` answers an empty day. */
export function fakeDashboardServices(opts: { fail?: boolean; empty?: boolean } = {}): FakeDashboardServices {
  const changes = new Subject<void>();
  let extra = 0;
  let localSms = 0;
  const calls: TDashboardRequest[] = [];
  return {
    calls,
    onChange(listener) {
      const subscription = changes.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    async get(request) {
      calls.push(request);
      if (opts.fail) throw new Error('Không kết nối được máy chủ');
      if (opts.empty) return emptyDashboard(request);
      return fakeDashboard({ startDate: Number(request.startDate), endDate: Number(request.endDate), extraTickets: extra, extraLocalSms: localSms });
    },
    sell(n) {
      extra += n;
      changes.next();
    },
    recordLocalSms(n) {
      localSms += n;
    },
  };
}
