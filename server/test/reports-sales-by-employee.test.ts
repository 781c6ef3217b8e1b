import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import {
  cancelTicketsEndpoint,
  COLLECTION_REPORT_DEFINITION,
  REPORT_EXPORT_FILE_PATH,
  startReportExportEndpoint,
  type TReportExportJob,
  collectionRoutesEndpoint,
  collectionZnsEndpoint,
  isSellableSeatType,
  MSG,
  sendCollectionZnsEndpoint,
  ticketReportEndpoint,
  tripSaleReportEndpoint,
  type TCollectionRoutesResponse,
  type TCollectionZnsResponse,
  type TSendCollectionZnsResponse,
  type TTicketReportResponse,
  type TTicketReportRow,
  type TTripSaleReportResponse,
  ZStartReportExportRequest,
  ZTicketReportRequest,
} from '@busdesk/api-contract';
import { isRouteOpenOn } from '../src/reports/collection-report';
import { createReportExportsService } from '../src/reports/export/report-exports-service';
import { createBill, deliver, paymentOf, processed, webhookSecret } from '../test-support/payments-fixtures';
import { createTrip, DAY, HOUR, messageOf, PATHS, poster, seatBooking, ticketsOf } from '../test-support/sales-booking-fixtures';
import { insertTickets, resultsOf, tripDate } from '../test-support/trip-ops-fixtures';
import { bearer, createTestApp, login, type TestApp } from '../test-support/test-app';

// The collection report (002 §2 'Ticket revenue collection report by staff') over the ticket report: its filters, the
// rules each applies, tenancy, the STAFF preset, 40 a page over more than 40 rows with the totals of every page, and
// the reconciliation with what the sale recorded (ticket logs, bank QR payments) and with the settlement sheet.

let t: TestApp;
let post: ReturnType<typeof poster>;
const tokens: Record<string, string> = {};
let startDate = 0;
let companyId = '';
const trips: string[] = [];
/** Tickets laid down here, by who sold them. */
const sold: Record<string, string[]> = { admin: [], staff: [], quaymoi: [], companyOnline: [], stationOnline: [], admin2: [] };
let cashTicket = '';
let transferTicket = '';
let unpaidHold = '';
let depositHold = '';
let cancelledTicket = '';
let qrTickets: string[] = [];

const report = (who: string, body: object) => post(ticketReportEndpoint.path, tokens[who]!, { startDate, endDate: startDate, companyId, count: 40, ...body });

async function allRows(who: string, body: object = {}) {
  const rows: TTicketReportRow[] = [];
  let first: TTicketReportResponse | null = null;
  let nextPageToken: string | null = null;
  const pageSizes: number[] = [];
  do {
    const res = await report(who, { ...body, nextPageToken });
    expect(res.statusCode, res.body).toBe(200);
    const answer: TTicketReportResponse = resultsOf<TTicketReportResponse>(res);
    if (first) expect(answer.totals).toBeNull();
    first ??= answer;
    rows.push(...answer.data);
    pageSizes.push(answer.data.length);
    nextPageToken = answer.nextPageToken;
  } while (nextPageToken && pageSizes.length < 50);
  return { rows, first: first!, pageSizes };
}
const ids = (rows: readonly TTicketReportRow[]) => rows.map((r) => r.ticketId).sort();
const mine = (rows: readonly TTicketReportRow[]) => rows.filter((r) => trips.includes(tripOf.get(r.ticketId) ?? ''));
const tripOf = new Map<string, string>();

async function sellableSeats(tripId: string): Promise<string[]> {
  const [row] = await t.app.database.rows<{ seat_map: Array<{ seatId: string; seatType: number }> }>(sql`select seat_map from trips where id = ${tripId}`);
  return row!.seat_map.filter((s) => isSellableSeatType(s.seatType)).map((s) => s.seatId);
}

async function book(who: string, tripId: string, seats: string[], over: { paidMoney?: number; paymentType?: number } = {}) {
  const res = await post(PATHS.book, tokens[who]!, { tripId, informationsBySeats: seats.map((s) => seatBooking(s, { paidMoney: 350_000, ...over })) });
  expect(res.statusCode, res.body).toBe(200);
  const booked = ticketsOf(res).map((x) => x.ticketId);
  for (const id of booked) tripOf.set(id, tripId);
  (sold[who] ??= []).push(...booked);
  return booked;
}

beforeAll(async () => {
  t = await createTestApp({ COLLECTION_ZNS_PARTNER_ID: 'p-bxmd', COLLECTION_ZNS_TEMPLATE_ID: 'zt-2' });
  post = poster(t.app);
  for (const [who, password] of [
    ['admin', 'admin123'],
    ['staff', 'staff123'],
    ['quaymoi', 'quaymoi123'],
    ['admin2', 'admin123'],
  ] as const)
    tokens[who] = await login(t.app, who, password);
  // Three trips of one company the same day, far enough ahead to sell on, 22 seats each: more than 40 tickets. At
  // 08:00, 08:10 and 08:20 in Vietnam three days ahead: 'now plus minutes' straddled midnight when the suite ran
  // after 23:40 there.
  const vnOffset = 7 * HOUR;
  const eightAm = Math.floor((Date.now() + 3 * DAY + vnOffset) / DAY) * DAY - vnOffset + 8 * HOUR;
  for (const offset of [0, 10, 20]) trips.push(await createTrip(t.app, { startsIn: eightAm + offset * 60_000 - Date.now() }));
  const dates = await Promise.all(trips.map((id) => tripDate(t.app, id)));
  expect(new Set(dates.map((d) => d.startDate)).size).toBe(1);
  ({ startDate, companyId } = dates[0]!);
  const [a, b, c] = await Promise.all(trips.map(sellableSeats));
  // The agency's ADMIN at the counter: cash in four bookings, a transfer, a deposit, a hold with nothing paid, a
  // bank QR payment, and one ticket cancelled.
  for (let i = 0; i < 16; i += 4) await book('admin', trips[0]!, a!.slice(i, i + 4));
  cashTicket = sold.admin![0]!;
  transferTicket = (await book('admin', trips[0]!, [a![16]!], { paymentType: 6 }))[0]!;
  depositHold = (await book('admin', trips[0]!, [a![17]!], { paidMoney: 100_000 }))[0]!;
  unpaidHold = (await book('admin', trips[0]!, [a![18]!], { paidMoney: 0 }))[0]!;
  qrTickets = await book('admin', trips[0]!, a!.slice(19, 21), { paidMoney: 0 });
  const bill = await createBill(t.app, tokens.admin!, companyId, qrTickets);
  const paid = await deliver(t.app, { body: paymentOf(bill, companyId), secret: await webhookSecret(t.app, companyId) });
  expect(paid.statusCode, paid.body).toBe(200);
  await processed(t.app);
  cancelledTicket = (await book('admin', trips[0]!, [a![21]!]))[0]!;
  const cancel = await post(cancelTicketsEndpoint.path, tokens.admin!, { ticketIds: [cancelledTicket], cancelReason: 'Đổi lịch', isRefunded: false });
  expect(cancel.statusCode, cancel.body).toBe(200);
  // The agency's STAFF and a child station's counter.
  await book('staff', trips[1]!, b!.slice(0, 5));
  await book('staff', trips[1]!, b!.slice(5, 10), { paymentType: 6 });
  await book('quaymoi', trips[1]!, b!.slice(10, 15));
  // Sold for the agency through the company's online channel (no seller of the agency) and its own online channel.
  sold.companyOnline = await insertTickets(t.app, trips[2]!, c!.slice(0, 3).map((seatId) => ({ seatId, partnerId: 'p-bxmd', price: 350_000, saleChannel: 1, paymentType: 1, commission: 20_000 })));
  sold.stationOnline = await insertTickets(t.app, trips[2]!, c!.slice(3, 5).map((seatId) => ({ seatId, partnerId: 'p-bxmd', price: 350_000, saleChannel: 2, paymentType: 1, commission: 10_000 })));
  // Another agency's tickets on the same trip never appear in this agency's report.
  sold.admin2 = await insertTickets(t.app, trips[2]!, c!.slice(5, 7).map((seatId) => ({ seatId, partnerId: 'p-saoviet', price: 350_000 })));
  for (const id of [...sold.companyOnline, ...sold.stationOnline, ...sold.admin2]) tripOf.set(id, trips[2]!);
});
afterAll(() => t.close());

describe('the collection report: pages, totals and cards', () => {
  it('answers 40 a page by ticket code descending; the totals and the cards are the sums over every page', async () => {
    const { rows, first, pageSizes } = await allRows('admin');
    expect(rows.length).toBeGreaterThan(40);
    expect(pageSizes.slice(0, -1).every((n) => n === 40)).toBe(true);
    expect(pageSizes.length).toBe(Math.ceil(rows.length / 40));
    expect(new Set(ids(rows)).size).toBe(rows.length);
    const keys = rows.map((r) => `${r.ticketCode}|${r.ticketId}`);
    expect(keys).toEqual([...keys].sort().reverse());
    const sum = (f: (r: TTicketReportRow) => number) => rows.reduce((s, r) => s + f(r), 0);
    expect(first.totals).toEqual({
      count: rows.length,
      agencyPrice: sum((r) => r.agencyPrice),
      paidMoney: sum((r) => r.paidMoney),
      cancelFee: sum((r) => r.cancelFee),
      refund: sum((r) => r.refund),
      paidMoneyCash: sum((r) => r.paidMoneyCash),
      paidMoneyOnline: sum((r) => r.paidMoneyOnline),
      commission: sum((r) => r.collectionTransactions[0]?.commission ?? 0),
    });
    expect(first.totals!.paidMoney).toBe(first.totals!.paidMoneyCash + first.totals!.paidMoneyOnline);
    // The four cards: all booked = station online + company online + counter.
    expect(first.eTicketCount).toBe(rows.length);
    expect(first.companyOnlineTicketCount).toBe(rows.filter((r) => r.bookingType[0] === 1).length);
    expect(first.agencyOnlineTicketCount).toBe(rows.filter((r) => r.bookingType[0] === 2).length);
    expect(first.offlineTicketCount).toBe(rows.filter((r) => r.bookingType[0] === 0).length);
    expect(first.companyOnlineTicketCount! + first.agencyOnlineTicketCount! + first.offlineTicketCount!).toBe(first.eTicketCount);
    expect(first.companyOnlineTicketCount).toBeGreaterThanOrEqual(3);
    expect(Object.values(first.totals!).every(Number.isInteger)).toBe(true);
  });

  it('lists every ticket of the agency and its children, a cancelled one too (blank status, its commission none)', async () => {
    const { rows } = await allRows('admin');
    const expected = [...sold.admin!, ...sold.staff!, ...sold.quaymoi!, ...sold.companyOnline!, ...sold.stationOnline!].sort();
    expect(ids(mine(rows))).toEqual(expected);
    const cancelled = rows.find((r) => r.ticketId === cancelledTicket)!;
    expect(cancelled.ticketStatus).toBe(0);
    expect(cancelled.collectionTransactions[0]!.commission).toBe(0);
  });

  it('refuses an altered, forged or moved page token with 400 and the message; the untouched token pages on', async () => {
    const res = await report('admin', {});
    const token = resultsOf<TTicketReportResponse>(res).nextPageToken!;
    expect(token).toBeTruthy();
    const good = await report('admin', { nextPageToken: token });
    expect(good.statusCode).toBe(200);
    const flipped = token.slice(0, 5) + (token[5] === 'A' ? 'B' : 'A') + token.slice(6);
    for (const bad of [flipped, `${token}x`, 'eyJ4IjoxfQ.AAAA']) {
      const r = await report('admin', { nextPageToken: bad });
      expect(r.statusCode).toBe(400);
      expect(messageOf(r)).toBe(MSG.reports.invalidPageToken);
    }
    // The same token under another filter (another seller type) is refused too.
    const moved = await report('admin', { nextPageToken: token, sellerType: 1 });
    expect(moved.statusCode).toBe(400);
  });
});

describe('the collection report: each filter', () => {
  it('ticket type: 1 is what the agency sold, 2 the company online tickets, whatever staff is sent with it', async () => {
    const agency = mine((await allRows('admin', { sellerType: 1 })).rows);
    expect(agency.length).toBeGreaterThan(0);
    expect(agency.some((r) => r.bookingType[0] === 1)).toBe(false);
    const company = mine((await allRows('admin', { sellerType: 2, userPartnerId: 'u-admin' })).rows);
    expect(ids(company)).toEqual([...sold.companyOnline!].sort());
    expect(company.every((r) => r.userPartnerId === null)).toBe(true);
  });

  it('staff: one seller only; a STAFF user is fixed to self whatever is sent, and has no company tickets', async () => {
    expect(ids(mine((await allRows('admin', { userPartnerId: 'u-staff' })).rows))).toEqual([...sold.staff!].sort());
    const own = (await allRows('staff', { userPartnerId: 'u-admin' })).rows;
    expect(own.length).toBeGreaterThanOrEqual(10);
    expect(own.every((r) => r.userPartnerId === 'u-staff')).toBe(true);
    expect(ids(mine(own))).toEqual([...sold.staff!].sort());
    expect((await allRows('staff', { sellerType: 2 })).rows).toEqual([]);
    // Control: the ADMIN of the same agency sees more than the STAFF user.
    expect((await allRows('admin')).rows.length).toBeGreaterThan(own.length);
  });

  it('route and trip narrow the rows; a route of the day with none of them sold answers nothing', async () => {
    const byTrip = (await allRows('admin', { tripId: trips[1] })).rows;
    expect(ids(byTrip)).toEqual([...sold.staff!, ...sold.quaymoi!].sort());
    const { routeId } = await tripDate(t.app, trips[0]!);
    const byRoute = mine((await allRows('admin', { routeId })).rows);
    expect(byRoute.length).toBe(mine((await allRows('admin')).rows).length);
    expect((await allRows('admin', { routeId: 'r-mdong-quynhon', tripId: trips[0] })).rows).toEqual([]);
  });

  it('date type: 0 reads departure days, 1 creation days cut at Vietnamese midnight', async () => {
    const today = Number(new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, ''));
    const created = await allRows('admin', { startDate: today, endDate: today, dateType: 1, userPartnerId: 'u-staff' });
    expect(ids(mine(created.rows))).toEqual([...sold.staff!].sort());
    const departing = await allRows('admin', { startDate: today, endDate: today, dateType: 0, userPartnerId: 'u-staff' });
    expect(ids(mine(departing.rows))).toEqual([]);
  });

  it('tenancy: a parent sees its child station, the child filter narrows to it, another agency sees none and cannot name ours', async () => {
    const child = (await allRows('admin', { subPartnerIds: ['p-bxmd-moi'] })).rows;
    expect(ids(mine(child))).toEqual([...sold.quaymoi!].sort());
    expect(child.every((r) => r.partnerId === 'p-bxmd-moi')).toBe(true);
    const other = (await allRows('admin2')).rows;
    expect(ids(other).filter((id) => tripOf.has(id))).toEqual([...sold.admin2!].sort());
    const foreign = await report('admin2', { subPartnerIds: ['p-bxmd'] });
    expect(foreign.statusCode).toBe(404);
    // The child station sees its own sales only, not its parent's.
    expect(ids(mine((await allRows('quaymoi')).rows))).toEqual([...sold.quaymoi!].sort());
  });
});

describe('the collection report: columns', () => {
  it('shows the government route id, the tax id, cash or online money, the bank account, payment and booking types', async () => {
    const rows = new Map((await allRows('admin', { tripId: trips[0] })).rows.map((r) => [r.ticketId, r]));
    const cash = rows.get(cashTicket)!;
    expect(cash).toMatchObject({ routeIdGTVT: '4979.1111.A', taxId: '5801234568', paidMoneyCash: 350_000, paidMoneyOnline: 0, isCash: true, isOnline: false, paymentType: [3], bookingType: [0], bankAccountNumber: null });
    const transfer = rows.get(transferTicket)!;
    expect(transfer).toMatchObject({ paidMoneyCash: 0, paidMoneyOnline: 350_000, isOnline: true, paymentType: [6] });
    expect(transfer.bankAccountNumber).toBeTruthy();
    for (const id of qrTickets) expect(rows.get(id)).toMatchObject({ ticketStatus: 3, paymentType: [24], paidMoneyOnline: 350_000 });
    expect(rows.get(unpaidHold)).toMatchObject({ ticketStatus: 2, paidMoney: 0, paymentType: [3], collectionTransactions: [], isCash: false, isOnline: false });
    expect(rows.get(depositHold)).toMatchObject({ ticketStatus: 2, paidMoney: 100_000, paidMoneyCash: 100_000 });
  });

  it('commission: the settlement rule, on the first collection — sold and not a counter sale in cash', async () => {
    const rows = new Map((await allRows('admin', { tripId: trips[0] })).rows.map((r) => [r.ticketId, r]));
    // ADMIN sells at 5 %: 17.500 đ on 350.000 đ by transfer; none on cash at the counter; none on a hold.
    expect(rows.get(transferTicket)!.collectionTransactions).toEqual([{ paymentType: 6, amount: 350_000, commission: 17_500 }]);
    expect(rows.get(cashTicket)!.collectionTransactions[0]!.commission).toBe(0);
    expect(rows.get(depositHold)!.collectionTransactions[0]!.commission).toBe(0);
    const online = (await allRows('admin', { tripId: trips[2] })).rows;
    expect(online.filter((r) => r.bookingType[0] === 2).map((r) => r.collectionTransactions[0]!.commission)).toEqual([10_000, 10_000]);
  });

  it('reconciles with the settlement sheet: per trip, the agency’s commission and sold revenue are the same figures', async () => {
    for (const tripId of trips) {
      const res = await post(tripSaleReportEndpoint.path, tokens.admin!, { tripId });
      expect(res.statusCode, res.body).toBe(200);
      const sheet = resultsOf<TTripSaleReportResponse>(res).totals;
      const rows = (await allRows('admin', { tripId, subPartnerIds: ['p-bxmd'] })).rows;
      const soldRows = rows.filter((r) => [3, 4, 5].includes(r.ticketStatus));
      const commission = rows.reduce((s, r) => s + (r.collectionTransactions[0]?.commission ?? 0), 0);
      expect(commission).toBe(sheet.onlineCompanyCommission + sheet.onlinePartnerCommission + sheet.onlineDelegateCommission);
      expect(soldRows.reduce((s, r) => s + r.agencyPrice, 0)).toBe(sheet.onlineCompanyRevenue + sheet.onlinePartnerRevenue + sheet.cashDelegateRevenue + sheet.onlineDelegateRevenue);
    }
  });

  it('reconciles with what the sales recorded: paid money by kind = the ticket logs and the confirmed bank QR payments', async () => {
    const { rows, first } = await allRows('admin', { sellerType: 1 });
    const sold = rows.filter((r) => tripOf.has(r.ticketId) && r.userPartnerId !== null);
    // The bank QR money: what the confirmed payments (payments table, written by the webhook) brought in.
    const [qr] = await t.app.database.rows<{ amount: number }>(sql`
      select coalesce(sum(amount), 0)::bigint as amount from payments where status = 2 and payment_type = 24
        and ticket_ids && ${`{${sold.map((r) => r.ticketId).join(',')}}`}::text[]`);
    expect(sold.filter((r) => r.paymentType[0] === 24).reduce((s, r) => s + r.paidMoneyOnline, 0)).toBe(Number(qr!.amount));
    // Every other ticket's money: the paidMoney of its latest booking or payment log, by the method it was sold with.
    const logged = await t.app.database.rows<{ ticket_id: string; paid: number; cash: boolean }>(sql`
      select distinct on (l.ticket_id) l.ticket_id, (e->>'value')::bigint as paid, tk.payment_type in (2, 3) as cash
      from ticket_logs l join tickets tk on tk.id = l.ticket_id, jsonb_array_elements(l.logs) e
      where e->>'field' = 'paidMoney' and l.ticket_id in (${sql.join(
        sold.filter((r) => r.paymentType[0] !== 24).map((r) => sql`${r.ticketId}`),
        sql`, `,
      )})
      order by l.ticket_id, l.created_at desc, l.id desc`);
    const byKind = (cash: boolean) => logged.filter((l) => l.cash === cash).reduce((s, l) => s + Number(l.paid), 0);
    const notQr = sold.filter((r) => r.paymentType[0] !== 24);
    expect(notQr.reduce((s, r) => s + r.paidMoneyCash, 0)).toBe(byKind(true));
    expect(notQr.reduce((s, r) => s + r.paidMoneyOnline, 0)).toBe(byKind(false));
    expect(byKind(true)).toBeGreaterThan(0);
    expect(first.totals!.paidMoneyCash + first.totals!.paidMoneyOnline).toBe(first.totals!.paidMoney);
  });
});

describe('the route filter', () => {
  it('lists the company’s routes open on the day: not locked for the partner platform nor by a range covering the day', async () => {
    const list = async () => {
      const res = await post(collectionRoutesEndpoint.path, tokens.admin!, { companyId, date: startDate });
      expect(res.statusCode, res.body).toBe(200);
      return resultsOf<TCollectionRoutesResponse>(res).routes.map((r) => r.id);
    };
    const before = await list();
    expect(before).toContain('r-mdong-dalat');
    // The seed locks Quy Nhơn for platform 3 only: not the partner platform, so it stays.
    expect(before).toContain('r-mdong-quynhon');
    const range = `${startDate}-${startDate}`;
    await t.app.database.rows(sql`update routes set lock_platform_by_time = ${JSON.stringify([{ platform: 5, range }])}::jsonb where id = 'r-mdong-dalat'`);
    expect(await list()).not.toContain('r-mdong-dalat');
    await t.app.database.rows(sql`update routes set lock_platform_by_time = ${JSON.stringify([{ platform: 5, range: '20200101-20200102' }])}::jsonb where id = 'r-mdong-dalat'`);
    expect(await list()).toContain('r-mdong-dalat');
    await t.app.database.rows(sql`update routes set list_lock_route = '[5]'::jsonb where id = 'r-mdong-dalat'`);
    expect(await list()).not.toContain('r-mdong-dalat');
    await t.app.database.rows(sql`update routes set list_lock_route = '[]'::jsonb, lock_platform_by_time = '[]'::jsonb where id = 'r-mdong-dalat'`);
    // Another agency's company lists nothing for us.
    const other = await post(collectionRoutesEndpoint.path, tokens.admin2!, { companyId, date: startDate });
    expect(resultsOf<TCollectionRoutesResponse>(other).routes.map((r) => r.id)).not.toContain('r-mdong-dalat');
  });

  it('reads a range as both days included, and a range it cannot read as locking nothing', () => {
    const route = (range: string, platform = 5) => ({ list_lock_route: [], lock_platform_by_time: [{ platform, range }] });
    expect(isRouteOpenOn(route('20260101-20260103'), 20260101)).toBe(false);
    expect(isRouteOpenOn(route('20260101-20260103'), 20260103)).toBe(false);
    expect(isRouteOpenOn(route('20260101-20260103'), 20260104)).toBe(true);
    expect(isRouteOpenOn(route('20260101-20260103', 3), 20260102)).toBe(true);
    expect(isRouteOpenOn(route('soon'), 20260102)).toBe(true);
    expect(isRouteOpenOn({ list_lock_route: [5], lock_platform_by_time: [] }, 20260102)).toBe(false);
  });
});

describe('the Zalo send', () => {
  it('is offered to the configured partner account only, with its templates and the configured default', async () => {
    const get = (who: string) => t.app.inject({ method: 'GET', url: collectionZnsEndpoint.path, headers: bearer(tokens[who]!) });
    const mineZns = resultsOf<TCollectionZnsResponse>(await get('admin'));
    expect(mineZns.enabled).toBe(true);
    expect(mineZns.defaultTemplateId).toBe('zt-2');
    expect(mineZns.templates.map((x) => x.id)).toEqual(expect.arrayContaining(['zt-1', 'zt-2']));
    expect(resultsOf<TCollectionZnsResponse>(await get('admin2'))).toEqual({ enabled: false, defaultTemplateId: null, templates: [] });
  });

  it('sends through the messaging service, which records each message; any other agency is refused', async () => {
    const count = async () => Number((await t.app.database.rows<{ n: number }>(sql`select count(*)::int as n from zns_records where ticket_id in (${sql.join(sold.staff!.slice(0, 2).map((id) => sql`${id}`), sql`, `)})`))[0]!.n);
    const before = await count();
    const res = await post(sendCollectionZnsEndpoint.path, tokens.admin!, { messageContentType: 10, ticketIds: sold.staff!.slice(0, 2) });
    expect(res.statusCode, res.body).toBe(200);
    const answer = resultsOf<TSendCollectionZnsResponse>(res);
    expect(answer.delivered + answer.failed + answer.local).toBe(2);
    // The embedded default is the local driver: recorded, never counted as delivered (ADR 0042).
    expect(answer.local).toBe(2);
    expect(await count()).toBe(before + 2);
    const refused = await post(sendCollectionZnsEndpoint.path, tokens.admin2!, { messageContentType: 1, ticketIds: sold.admin2! });
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe(MSG.reports.znsSendNotAllowed);
  });
});

describe("the collection report's 'All rows' export", () => {
  it('writes every row of the filter with the report’s columns and a totals row equal to the report’s totals', async () => {
    const filter = { startDate, endDate: startDate, companyId, sellerType: 1, ticketStatus: 0 };
    const started = await post(startReportExportEndpoint.path, tokens.admin!, { report: 'sales-by-employee', filter });
    expect(started.statusCode, started.body).toBe(200);
    const job = resultsOf<TReportExportJob>(started);
    expect(job.fileName).toMatch(/^revenue-by-staff_\d{8}_\d{6}\.xlsx$/);
    await t.app.reportExports.settled(job.jobId);
    const file = await t.app.inject({ method: 'GET', url: `${REPORT_EXPORT_FILE_PATH}?jobId=${job.jobId}`, headers: bearer(tokens.admin!) });
    expect(file.statusCode).toBe(200);
    const book = XLSX.read(file.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.data!, { header: 1, raw: true });
    const header = rows[0] as string[];
    expect(header).toEqual(COLLECTION_REPORT_DEFINITION.columns.map((c) => c.header));
    // A status in the request is ignored: the collection report lists every status, as its screen asks.
    const { rows: screen, first } = await allRows('admin', { sellerType: 1 });
    const body = rows.slice(1, -1);
    expect(body).toHaveLength(screen.length);
    const at = (name: string) => header.indexOf(name);
    const sumOf = (name: string) => body.reduce((s, r) => s + Number(r[at(name)]), 0);
    const totalsRow = rows.at(-1)!;
    for (const [name, total] of [
      ['Giá vé', first.totals!.agencyPrice],
      ['Tiền mặt', first.totals!.paidMoneyCash],
      ['Chuyển khoản / online', first.totals!.paidMoneyOnline],
      ['Hoa hồng', first.totals!.commission],
    ] as const) {
      expect(sumOf(name)).toBe(total);
      expect(totalsRow[at(name)]).toBe(total);
    }
    expect(body.map((r) => String(r[at('Mã vé')])).sort()).toEqual(screen.map((x) => x.ticketCode).sort());
  });
});

describe("the ticket reports' export walk (the filter gathered once, rows read by id)", () => {
  const sessionOf = async (who: string) => (await t.app.repos.sessions.resolve(tokens[who]!))!;

  it("writes the screen's rows in the screen's order over small pages, with the screen's totals", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'busdesk-walk-'));
    // Pages of 7: the walk crosses many page boundaries on the same rows the screen pages 40 at a time.
    const exports = createReportExportsService({ reports: t.app.reports, dir, logger: t.app.log, pageRows: 7 });
    try {
      const job = await exports.start(await sessionOf('admin'), ZStartReportExportRequest.parse({ report: 'sales-by-employee', filter: { startDate, endDate: startDate, companyId } }));
      await exports.settled(job.jobId);
      const { rows: screen, first } = await allRows('admin');
      expect(screen.length).toBeGreaterThan(7 * 5);
      const book = XLSX.read(fs.readFileSync(exports.file(await sessionOf('admin'), job.jobId).filePath), { type: 'buffer' });
      const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.data!, { header: 1, raw: true });
      const header = rows[0] as string[];
      const body = rows.slice(1, -1);
      expect(body.map((r) => String(r[header.indexOf('Mã vé')]))).toEqual(screen.map((x) => x.ticketCode));
      expect(rows.at(-1)![header.indexOf('Giá vé')]).toBe(first.totals!.agencyPrice);
    } finally {
      await exports.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('leaves out a ticket that left the filter between the gathering and the reading of its page', async () => {
    const walk = await t.app.reports.ticketsWalk(await sessionOf('admin'), ZTicketReportRequest.parse({ startDate, endDate: startDate, companyId }));
    // Control: the gathering holds the hold with nothing paid, and reading its page now gives it back.
    expect(walk.ids).toContain(unpaidHold);
    expect((await walk.rowsOf([unpaidHold])).map((r) => r.ticketId)).toEqual([unpaidHold]);
    // Released by the sweeper after the gathering: its page no longer has it.
    await t.app.database.rows(sql`update tickets set released_at = ${Date.now()} where id = ${unpaidHold}`);
    try {
      const page = await walk.rowsOf(walk.ids);
      expect(page.map((r) => r.ticketId)).not.toContain(unpaidHold);
      expect(page).toHaveLength(walk.ids.length - 1);
    } finally {
      await t.app.database.rows(sql`update tickets set released_at = null where id = ${unpaidHold}`);
    }
  });
});
