import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { BusdeskApp } from '../src/app';
import {
  bankQrEndpoint,
  PAYMENT_WEBHOOK_HEADERS,
  PAYMENT_WEBHOOK_PATHS,
  type TBankQrResponse,
  type TPaymentWebhookBody,
  type TTicket,
} from '@busdesk/api-contract';
import { signWebhook } from '../src/payments/webhook-signature';
import { PATHS, poster, seatBooking, ticketsOf } from './sales-booking-fixtures';

let txSeq = 0;
/** A bank transaction reference unique within the test run. */
export const newTransactionId = () => `FT${process.pid}${Date.now()}${++txSeq}`;

/** Holds seats (nothing paid) on a trip of r-mdong-dalat (c-minhphat, 350.000 đ a seat) for the token's agency. */
export async function holdSeats(app: BusdeskApp, token: string, tripId: string, seatIds: string[], paidMoney = 0): Promise<TTicket[]> {
  const res = await poster(app)(PATHS.book, token, { tripId, informationsBySeats: seatIds.map((s) => seatBooking(s, { paidMoney })) });
  if (res.statusCode !== 200) throw new Error(`hold failed: ${res.body}`);
  return ticketsOf(res);
}

export function requestBill(app: BusdeskApp, token: string, companyId: string, ticketIds: string[] | string): Promise<LightMyRequestResponse> {
  return poster(app)(bankQrEndpoint.path, token, { companyId, ticketIds: Array.isArray(ticketIds) ? ticketIds.join('-') : ticketIds });
}

export async function createBill(app: BusdeskApp, token: string, companyId: string, ticketIds: string[]): Promise<TBankQrResponse> {
  const res = await requestBill(app, token, companyId, ticketIds);
  if (res.statusCode !== 200) throw new Error(`bill failed: ${res.body}`);
  // Its 'bill-opened' event is out before the caller listens for what the payment publishes.
  await app.changes.dispatcher.idle();
  return (res.json() as { results: TBankQrResponse }).results;
}

export async function webhookSecret(app: BusdeskApp, companyId: string): Promise<string> {
  const [row] = await app.database.rows<{ webhook_secret: string }>(sql`select webhook_secret from company_payment_configs where company_id = ${companyId}`);
  return row!.webhook_secret;
}

export interface Delivery {
  body: TPaymentWebhookBody;
  secret: string;
  provider?: 'MB_QR' | 'MOMO_QR';
  /** Unix seconds; default now. */
  timestamp?: number;
  signature?: string;
  /** The x-busdesk-company header (signed); default the body's companyId. */
  companyId?: string;
}

/** One webhook delivery exactly as a bank sends it: raw JSON bytes, company, timestamp and signature headers. */
export function deliver(app: BusdeskApp, d: Delivery): Promise<LightMyRequestResponse> {
  const raw = JSON.stringify(d.body);
  const timestamp = d.timestamp ?? Math.floor(Date.now() / 1000);
  return app.inject({
    method: 'POST',
    url: PAYMENT_WEBHOOK_PATHS[d.provider ?? 'MB_QR'],
    headers: {
      'content-type': 'application/json',
      [PAYMENT_WEBHOOK_HEADERS.company]: d.companyId ?? d.body.companyId,
      [PAYMENT_WEBHOOK_HEADERS.timestamp]: String(timestamp),
      [PAYMENT_WEBHOOK_HEADERS.signature]: d.signature ?? signWebhook(d.secret, timestamp, d.companyId ?? d.body.companyId, raw),
    },
    payload: raw,
  });
}

/** The confirmation a bank sends for paying a bill (full amount unless given). */
export function paymentOf(bill: Pick<TBankQrResponse, 'billNumber' | 'amount'>, companyId: string, amount = bill.amount): TPaymentWebhookBody {
  return { transactionId: newTransactionId(), companyId, billNumber: bill.billNumber, amount, paidAt: Date.now(), description: `${bill.billNumber} chuyen tien` };
}

/** Waits until every stored confirmation has been processed. */
export const processed = (app: BusdeskApp) => app.payments.queue.idle();

export async function eventOf(app: BusdeskApp, transactionId: string) {
  return app.database.rows<{ id: string; outcome: string | null; partner_id: string | null; processed_at: number | null; note: string | null }>(
    sql`select id, outcome, partner_id, processed_at, note from payment_events where transaction_id = ${transactionId}`,
  );
}

/** The tickets' payment state straight from the database. */
export async function ticketStates(app: BusdeskApp, ids: string[]) {
  return app.database.rows<{ id: string; ticket_status: number; paid_money: number; agency_price: number; payment_type: number; over_time: number | null; released_at: number | null }>(sql`
    select id, ticket_status, paid_money, agency_price, payment_type, over_time, released_at from tickets
    where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) order by seat_id`);
}

export async function countRows(app: BusdeskApp, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await app.database.rows<{ n: number }>(query);
  return Number(row!.n);
}

/** Makes the holds expire now and lets the sweeper release them (the seats become free for anyone). */
export async function expireHolds(app: BusdeskApp, tripId: string, ticketIds: string[]): Promise<void> {
  const past = Date.now() - 1000;
  for (const id of ticketIds) await app.database.rows(sql`update tickets set over_time = ${past} where id = ${id}`);
  await app.bookings.releaseExpiredHolds(Date.now(), tripId);
}
