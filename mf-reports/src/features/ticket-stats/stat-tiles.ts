import type { TTicketStats } from '@busdesk/api-contract';
import { formatMoney, formatNumber } from '@busdesk/shared-kit';
import { TICKET_STATS_LABELS as L } from './labels';

/** One tile: its label, its figure, and how the figure reads (counts with separators, money in đ). */
export interface StatTile {
  key: keyof TTicketStats;
  header: string;
  value: (stats: TTicketStats) => number;
  format: (value: number) => string;
}

/**
 * The six tiles of 002 §2 (total sellers, goods, orders, successful and failed orders, successful value in đ), one
 * array so another view reads the same figures. What each one counts is docs/adr/0071. Not an exportable report, so
 * not a contract column definition (docs/adr/0074): the figures are read, never written to a file.
 */
export const STAT_TILES: ReadonlyArray<StatTile> = [
  { key: 'totalSellers', header: L.totalSellers, value: (s) => s.totalSellers, format: formatNumber },
  { key: 'totalGoods', header: L.totalGoods, value: (s) => s.totalGoods, format: formatNumber },
  { key: 'totalTickets', header: L.totalTickets, value: (s) => s.totalTickets, format: formatNumber },
  { key: 'totalSuccessTickets', header: L.totalSuccessTickets, value: (s) => s.totalSuccessTickets, format: formatNumber },
  { key: 'totalFailedTickets', header: L.totalFailedTickets, value: (s) => s.totalFailedTickets, format: formatNumber },
  { key: 'totalMoneyPaidTickets', header: L.totalMoneyPaidTickets, value: (s) => s.totalMoneyPaidTickets, format: formatMoney },
];
