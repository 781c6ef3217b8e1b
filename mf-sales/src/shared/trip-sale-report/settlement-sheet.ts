import { SALE_TYPE_LABELS, saleTypeLines, tripSaleSummary, type TSettlementTrip, type TTripSaleTotals } from '@busdesk/api-contract';
import { formatDateTime, formatMoney } from '@busdesk/shared-kit';
import { TRIP_SALE_REPORT_LABELS as L } from './labels';

/** One line of the trip's settlement sheet as the table, the print and the Excel file show it. */
export interface SheetLine {
  index: number | null;
  saleType: string;
  total: number;
  revenue: number;
  commission: number;
  payable: number;
}

/** The four sale types in the seeds' order, then the totals line (the sums of the four). */
export function sheetLines(totals: TTripSaleTotals): { lines: SheetLine[]; sum: SheetLine } {
  const lines = saleTypeLines(totals).map((l, i) => ({ index: i + 1, saleType: SALE_TYPE_LABELS[l.saleType], total: l.total, revenue: l.revenue, commission: l.commission, payable: l.payable }));
  const s = tripSaleSummary(totals);
  return { lines, sum: { index: null, saleType: L.totalRow, total: s.tickets, revenue: s.sales, commission: s.commission, payable: s.payable } };
}

const esc = (v: unknown): string =>
  String(v ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The printed sheet (000 §2.4): the station heading, the user's name, 'BẢNG QUYẾT TOÁN TIỀN VÉ', the trip header,
 * the table with its totals line, and the two signature blocks (driver/assistant, ticket seller).
 */
export function settlementPrintHtml(opts: { stationName: string; userName: string; trip: TSettlementTrip; totals: TTripSaleTotals }): string {
  const { lines, sum } = sheetLines(opts.totals);
  const row = (l: SheetLine, strong = false) => {
    const cell = (v: string, right = false) => `<td style="${right ? 'text-align:right;' : ''}${strong ? 'font-weight:bold;' : ''}">${esc(v)}</td>`;
    return `<tr>${cell(l.index === null ? '' : String(l.index))}${cell(l.saleType)}${cell(String(l.total), true)}${cell(formatMoney(l.revenue), true)}${cell(formatMoney(l.commission), true)}${cell(formatMoney(l.payable), true)}</tr>`;
  };
  const t = opts.trip;
  return `<div style="font-weight:bold;text-transform:uppercase">${esc(opts.stationName)}</div>
<div>${esc(L.printedBy)}: ${esc(opts.userName)}</div>
<h2 style="text-align:center;margin:16px 0">${esc(L.printTitle)}</h2>
<p>${esc(L.plate)}: ${esc(t.numberPlate ?? '')} &nbsp; ${esc(L.transportCompany)}: ${esc(t.companyName)}<br>
${esc(L.destinations)}: ${esc(t.pointOfRouteNames || t.routeName)}<br>
${esc(L.departure)}: ${esc(formatDateTime(t.startTimeReality))}</p>
<table><thead><tr><th>${esc(L.index)}</th><th>${esc(L.saleType)}</th><th>${esc(L.ticketCount)}</th><th>${esc(L.revenue)}</th><th>${esc(L.commission)}</th><th>${esc(L.payable)}</th></tr></thead>
<tbody>${lines.map((l) => row(l)).join('')}${row(sum, true)}</tbody></table>
<table style="margin-top:32px"><tr><td style="border:0;text-align:center;width:50%"><b>${esc(L.driverSign)}</b><br><i>${esc(L.signHint)}</i></td>
<td style="border:0;text-align:center;width:50%"><b>${esc(L.seller)}</b><br><i>${esc(L.signHint)}</i></td></tr></table>`;
}
