import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PaymentsDeps } from './payments-deps';
import type { z } from 'zod';
import { PAYMENT_WEBHOOK_HEADERS, PAYMENT_WEBHOOK_PATHS, type TPaymentWebhookBody, type TSimulatorBill, type TSimulatorPayResponse, type ZSimulatorPayRequest } from '@busdesk/api-contract';
import { notFound } from '../lib/http-error';
import { inList } from '../db/sql';
import { parseTicketInfos } from './bank-bills';
import type { PaymentQueue, PaymentProvider } from './payment-events';
import { signWebhook } from './webhook-signature';

interface OpenBill {
  provider: PaymentProvider;
  billNumber: string;
  companyId: string;
  companyName: string | null;
  partnerName: string | null;
  accountNumber: string | null;
  amount: number;
  transStatus: number;
  ticketIds: string[];
  createdDate: number;
  secret: string | null;
}

/** Open bank bills (and wallet orders when the wallet is local too), newest first: what the simulated bank can pay. */
async function openBills(deps: PaymentsDeps, billNumber?: string): Promise<OpenBill[]> {
  const bank = await deps.database.rows<{ bill_number: string; company_id: string; company_name: string | null; partner_name: string | null; account: string | null; total_money: number; trans_status: number; ticket_infos: string; created_date: number; secret: string | null }>(sql`
    select b.bill_number, b.company_id, c.name as company_name, p.name as partner_name, pc.bank_account_number as account, b.total_money,
      b.trans_status, b.ticket_infos, b.created_at as created_date, pc.webhook_secret as secret
    from bank_qr_transactions b
    left join companies c on c.id = b.company_id left join partners p on p.id = b.partner_id
    left join company_payment_configs pc on pc.company_id = b.company_id
    where ${billNumber ? sql`b.bill_number = ${billNumber}` : sql`b.trans_status = 1`}
    order by b.created_at desc limit 100`);
  const bills: OpenBill[] = bank.map((b) => ({
    provider: 'MB_QR',
    billNumber: b.bill_number,
    companyId: b.company_id,
    companyName: b.company_name,
    partnerName: b.partner_name,
    accountNumber: b.account,
    amount: Math.round(b.total_money / 100),
    transStatus: b.trans_status,
    ticketIds: parseTicketInfos(b.ticket_infos).map((t) => t.ticketId),
    createdDate: b.created_date,
    secret: b.secret,
  }));
  if (deps.drivers.wallet.kind === 'local') {
    const wallet = await deps.database.rows<{ order_id: string; company_id: string; company_name: string | null; partner_name: string | null; amount: number; status: number; ticket_ids: string[]; created_date: number; secret: string | null }>(sql`
      select w.order_id, w.company_id, c.name as company_name, p.name as partner_name, w.amount, w.status, w.ticket_ids, w.created_at as created_date, pc.webhook_secret as secret
      from wallet_orders w
      left join companies c on c.id = w.company_id left join partners p on p.id = w.partner_id
      left join company_payment_configs pc on pc.company_id = w.company_id
      where ${billNumber ? sql`w.order_id = ${billNumber}` : sql`w.status = 1`}
      order by w.created_at desc limit 100`);
    bills.push(
      ...wallet.map((w) => ({
        provider: 'MOMO_QR' as const,
        billNumber: w.order_id,
        companyId: w.company_id,
        companyName: w.company_name,
        partnerName: w.partner_name,
        accountNumber: null,
        amount: w.amount,
        transStatus: w.status,
        ticketIds: w.ticket_ids,
        createdDate: w.created_date,
        secret: w.secret,
      })),
    );
  }
  return bills.sort((a, b) => b.createdDate - a.createdDate);
}

export async function listSimulatorBills(deps: PaymentsDeps): Promise<TSimulatorBill[]> {
  const bills = await openBills(deps);
  const ids = [...new Set(bills.flatMap((b) => b.ticketIds))];
  const tickets = await deps.database.rows<{ id: string; seat_id: string; gone: boolean }>(
    sql`select id, seat_id, (released_at is not null or ticket_status = 0) as gone from tickets where id in ${inList(ids)}`,
  );
  const byId = new Map(tickets.map((t) => [t.id, t]));
  return bills.map(({ secret: _secret, ...b }) => ({
    ...b,
    seatIds: b.ticketIds.map((id) => byId.get(id)?.seat_id).filter((s): s is string => !!s),
    released: b.ticketIds.some((id) => byId.get(id)?.gone ?? true),
  }));
}

/** A bank-style transaction reference: 'FT' + 14 digits. */
const transactionRef = () => `FT${Date.now().toString().slice(-10)}${randomInt(0, 10_000).toString().padStart(4, '0')}`;

/**
 * Pays a bill the way the bank would: builds the confirmation, signs it with the company's secret and POSTs it to
 * our own webhook over HTTP (a real request through the whole stack). 'late' first expires and releases the
 * bill's unpaid holds, as if the customer had paid after the deadline.
 */
export async function paySimulatorBill(deps: PaymentsDeps, queue: PaymentQueue, input: z.output<typeof ZSimulatorPayRequest>): Promise<TSimulatorPayResponse> {
  const [bill] = await openBills(deps, input.billNumber);
  if (!bill || !bill.secret) throw notFound();
  const now = Date.now();
  if (input.mode === 'late') {
    const trips = await deps.database.rows<{ trip_id: string }>(sql`
      update tickets set over_time = ${now - 1000}
      where id in ${inList(bill.ticketIds)} and ticket_status = 2 and released_at is null and paid_money = 0
      returning trip_id`);
    for (const tripId of new Set(trips.map((t) => t.trip_id))) await deps.tickets.releaseExpiredHolds(now, tripId);
  }
  const amount = input.amount ?? (input.mode === 'partial' ? Math.floor(bill.amount / 2) : bill.amount);
  const body: TPaymentWebhookBody = {
    transactionId: transactionRef(),
    companyId: bill.companyId,
    billNumber: bill.billNumber,
    amount,
    paidAt: now,
    ...(bill.accountNumber ? { accountNumber: bill.accountNumber } : {}),
    description: `${bill.billNumber} chuyen tien ve xe`,
  };
  const raw = JSON.stringify(body);
  const url = `${deps.webhookBaseUrl()}${PAYMENT_WEBHOOK_PATHS[bill.provider]}`;
  const deliveries: TSimulatorPayResponse['deliveries'] = [];
  for (let i = 0; i < (input.mode === 'twice' ? 2 : 1); i++) {
    const timestamp = Math.floor(Date.now() / 1000);
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [PAYMENT_WEBHOOK_HEADERS.timestamp]: String(timestamp),
        [PAYMENT_WEBHOOK_HEADERS.signature]: signWebhook(bill.secret, timestamp, raw),
      },
      body: raw,
      signal: AbortSignal.timeout(10_000),
    });
    const answer = (await res.json().catch(() => null)) as { results?: { duplicate?: boolean } } | null;
    deliveries.push({ status: res.status, duplicate: answer?.results?.duplicate ?? null });
  }
  await queue.idle();
  const [event] = await deps.database.rows<{ outcome: string | null }>(
    sql`select outcome from payment_events where provider = ${bill.provider} and transaction_id = ${body.transactionId}`,
  );
  return { transactionId: body.transactionId, amount, deliveries, outcome: event?.outcome ?? null };
}
