import { formatDate, formatMoney, formatTime, fromYmd } from '@busdesk/shared-kit';
import { SALE_REPORT_LABELS as L } from './labels';
import type { SaleReportRow } from './hooks/use-sale-report';

const esc = (v: unknown): string =>
  String(v ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const tripText = (row: Pick<SaleReportRow, 'trip'>): string => `${formatTime(row.trip.startTimeReality)} ${row.trip.routeName}`;

/** The printed report: the station, the day and company, the table of 001 §2.2 and its totals line (the sums of the rows). */
export function saleReportPrintHtml(opts: { stationName: string; date: string; companyName: string; rows: readonly SaleReportRow[] }): string {
  const sum = opts.rows.reduce((s, r) => ({ tickets: s.tickets + r.tickets, sales: s.sales + r.sales, commission: s.commission + r.commission, payable: s.payable + r.payable }), { tickets: 0, sales: 0, commission: 0, payable: 0 });
  const right = (v: string, bold = false) => `<td style="text-align:right${bold ? ';font-weight:bold' : ''}">${esc(v)}</td>`;
  const body = opts.rows
    .map((r) => `<tr><td>${r.index}</td><td>${esc(tripText(r))}</td><td>${esc(r.trip.numberPlate ?? '')}</td><td>${esc(r.trip.driverNames.join(', '))}</td>${right(String(r.tickets))}${right(formatMoney(r.sales))}${right(formatMoney(r.commission))}${right(formatMoney(r.payable))}</tr>`)
    .join('');
  return `<div style="font-weight:bold;text-transform:uppercase">${esc(opts.stationName)}</div>
<h2 style="text-align:center;margin:12px 0">${esc(L.title)}</h2>
<p style="text-align:center">${esc(L.date)}: ${esc(formatDate(fromYmd(opts.date)))} &nbsp; ${esc(L.company)}: ${esc(opts.companyName)}</p>
<table><thead><tr><th>${esc(L.index)}</th><th>${esc(L.trip)}</th><th>${esc(L.numberPlate)}</th><th>${esc(L.drivers)}</th><th>${esc(L.totalTickets)}</th><th>${esc(L.totalSales)}</th><th>${esc(L.totalCommission)}</th><th>${esc(L.totalPayable)}</th></tr></thead>
<tbody>${body}<tr><td colspan="4" style="font-weight:bold">${esc(L.totalRow)}</td>${right(String(sum.tickets), true)}${right(formatMoney(sum.sales), true)}${right(formatMoney(sum.commission), true)}${right(formatMoney(sum.payable), true)}</tr></tbody></table>`;
}
