import type { TTicketStats } from '@busdesk/api-contract';
import type { ReportColumn } from '../../shared/report-columns';
import { TICKET_STATS_LABELS as L } from './labels';

/**
 * The six tiles of 002 §2 (total sellers, goods, orders, successful and failed orders, successful value in đ), one
 * array as the report columns are (key, header, kind, value), so an export or another view reads the same figures.
 * What each one counts is docs/adr/0071.
 */
export const STAT_TILES: ReadonlyArray<ReportColumn<TTicketStats>> = [
  { key: 'totalSellers', header: L.totalSellers, kind: 'count', value: (s) => s.totalSellers },
  { key: 'totalGoods', header: L.totalGoods, kind: 'count', value: (s) => s.totalGoods },
  { key: 'totalTickets', header: L.totalTickets, kind: 'count', value: (s) => s.totalTickets },
  { key: 'totalSuccessTickets', header: L.totalSuccessTickets, kind: 'count', value: (s) => s.totalSuccessTickets },
  { key: 'totalFailedTickets', header: L.totalFailedTickets, kind: 'count', value: (s) => s.totalFailedTickets },
  { key: 'totalMoneyPaidTickets', header: L.totalMoneyPaidTickets, kind: 'money', value: (s) => s.totalMoneyPaidTickets },
];
