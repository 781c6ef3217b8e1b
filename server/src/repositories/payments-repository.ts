import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { SqlRow } from '../db/row-types';
import { bankQrTransactions, companyPaymentConfigs, smsRecords, walletOrders, znsRecords, type companies, type tickets } from '../db/schema/index';
import { inList, type Tx } from '../db/sql';
import { newSecret } from '../lib/secrets';
import { authorisedRouteIds } from '../sales/authorised-routes';
import type { SessionContext } from './sessions-repository';

type BankBillColumns = SqlRow<typeof bankQrTransactions>;
type WalletOrderColumns = SqlRow<typeof walletOrders>;
type ConfigColumns = SqlRow<typeof companyPaymentConfigs>;
type TicketColumns = SqlRow<typeof tickets>;

/** What a bill remembers of each ticket (002 §3: 'ticketInfos, a list with ticketId'), stored as JSON text. */
export interface BillTicketInfo {
  ticketId: string;
  tripId: string;
  seatId: string;
  /** đồng still to pay when the bill was made */
  due: number;
}

export const parseTicketInfos = (text: string): BillTicketInfo[] => JSON.parse(text) as BillTicketInfo[];

/** A company's receiving side, as bills and orders need it (its secrets stay in the repository but the wallet's). */
export interface PaymentConfig {
  companyId: string;
  companyName: string;
  bankBin: string;
  bankAccountNumber: string;
  bankAccountName: string;
  walletPartnerCode: string | null;
  walletSecret: string | null;
}

/** A new company's receiving account; the secrets are the repository's to generate. */
export type NewPaymentConfig = Pick<typeof companyPaymentConfigs.$inferInsert, 'companyId' | 'bankBin' | 'bankAccountNumber' | 'bankAccountName' | 'walletPartnerCode'>;

/** The company's webhook secrets: the current one and, after a rotation, the one it replaced and when. */
export interface WebhookSecrets {
  current: string;
  previous: string | null;
  rotatedAt: number | null;
}

/** A ticket a QR may bill, as the payable-ticket rules look at it. */
export type PayableTicketRow = Pick<TicketColumns, 'id' | 'trip_id' | 'company_id' | 'seat_id' | 'ticket_status' | 'released_at' | 'agency_price' | 'paid_money' | 'over_time'>;

export type NewBankBill = Pick<
  typeof bankQrTransactions.$inferInsert,
  'billNumber' | 'companyId' | 'partnerId' | 'totalMoney' | 'qrPayload' | 'qrCode' | 'transactionType' | 'transStatus' | 'transactionContent' | 'ticketInfos' | 'terminalId' | 'simulated'
>;
export type NewWalletOrder = Pick<typeof walletOrders.$inferInsert, 'orderId' | 'partnerId' | 'companyId' | 'ticketIds' | 'amount' | 'qrImage' | 'packageName' | 'status' | 'simulated'>;
export type BankBill = typeof bankQrTransactions.$inferSelect;

/** A bank bill or wallet order of the agency, as a QR send needs it. */
export interface OwnBill {
  companyId: string | null;
  /** A bank bill's VietQR payload (the account it pays into); null for a wallet order. */
  qrPayload: string | null;
  /** đồng */
  amount: number;
  ticketIds: string[];
}

/** An open bill as the local bank's simulator shows and pays it (with the secret the simulator signs with). */
export interface SimulatorBillRow {
  provider: 'MB_QR' | 'MOMO_QR';
  billNumber: string;
  companyId: string;
  companyName: string | null;
  partnerName: string | null;
  accountNumber: string | null;
  /** đồng */
  amount: number;
  transStatus: number;
  ticketIds: string[];
  createdDate: number;
  secret: string | null;
}

/**
 * Bills, wallet orders, the companies' payment configuration and secrets, and what the QR send and the local bank's
 * simulator read (issue 5). Payment confirmations and their processing are in payment-events-repository.ts.
 */
export function createPaymentsRepository(database: Database) {
  const { db } = database;
  return {
    async paymentConfig(companyId: string): Promise<PaymentConfig | null> {
      const [row] = await database.rows<
        Pick<ConfigColumns, 'company_id' | 'bank_bin' | 'bank_account_number' | 'bank_account_name' | 'wallet_partner_code' | 'wallet_secret'> & {
          company_name: SqlRow<typeof companies>['name'];
        }
      >(sql`
        select c.company_id, co.name as company_name, c.bank_bin, c.bank_account_number, c.bank_account_name, c.wallet_partner_code, c.wallet_secret
        from company_payment_configs c join companies co on co.id = c.company_id where c.company_id = ${companyId}`);
      if (!row) return null;
      return {
        companyId: row.company_id,
        companyName: row.company_name,
        bankBin: row.bank_bin,
        bankAccountNumber: row.bank_account_number,
        bankAccountName: row.bank_account_name,
        walletPartnerCode: row.wallet_partner_code,
        walletSecret: row.wallet_secret,
      };
    },

    /**
     * Creates companies' payment configurations. Their secrets are generated here and nowhere else (CSPRNG), so no
     * configuration ever gets a secret chosen by a caller or derivable from the source; a wallet secret only with a
     * wallet merchant code.
     */
    async createConfigs(configs: ReadonlyArray<NewPaymentConfig>): Promise<void> {
      if (!configs.length) return;
      await db.insert(companyPaymentConfigs).values(
        configs.map((c) => ({ ...c, webhookSecret: newSecret(32), walletSecret: c.walletPartnerCode ? newSecret(24) : null })),
      );
    },

    async webhookSecrets(companyId: string): Promise<WebhookSecrets | null> {
      const [row] = await database.rows<Pick<ConfigColumns, 'webhook_secret' | 'previous_webhook_secret' | 'webhook_secret_rotated_at'>>(
        sql`select webhook_secret, previous_webhook_secret, webhook_secret_rotated_at from company_payment_configs where company_id = ${companyId}`,
      );
      return row ? { current: row.webhook_secret, previous: row.previous_webhook_secret, rotatedAt: row.webhook_secret_rotated_at } : null;
    },

    /**
     * Gives the company a new webhook secret; the current one becomes the previous one (one that was already previous
     * is dropped). One statement, so two rotations racing each keep a consistent pair. Null without a configuration.
     */
    async rotateWebhookSecret(companyId: string, now: number): Promise<string | null> {
      const [row] = await db
        .update(companyPaymentConfigs)
        // SET reads the row as it was: the previous secret is the one being replaced.
        .set({ previousWebhookSecret: sql`${companyPaymentConfigs.webhookSecret}`, webhookSecret: newSecret(32), webhookSecretRotatedAt: now })
        .where(eq(companyPaymentConfigs.companyId, companyId))
        .returning({ webhookSecret: companyPaymentConfigs.webhookSecret });
      return row?.webhookSecret ?? null;
    },

    /** Whether the agency sells for the company (the company approved it). */
    async sellsFor(partnerId: string, companyId: string): Promise<boolean> {
      const rows = await database.rows(
        sql`select 1 as ok from partner_companies where partner_id = ${partnerId} and company_id = ${companyId} and approved_status = 'approved' limit 1`,
      );
      return rows.length > 0;
    },

    /**
     * The agency's tickets by id on the routes the session may sell, seat order. Anything else is simply absent: the
     * caller compares the count and answers 404, as if the ticket did not exist.
     */
    async payableTickets(session: Pick<SessionContext, 'partnerId' | 'routeIds'>, ticketIds: readonly string[]): Promise<PayableTicketRow[]> {
      const routeIds = await authorisedRouteIds(database, session);
      return database.rows<PayableTicketRow>(sql`
        select t.id, t.trip_id, t.company_id, t.seat_id, t.ticket_status, t.released_at, t.agency_price, t.paid_money, t.over_time
        from tickets t
        where t.id in ${inList(ticketIds)} and t.partner_id = ${session.partnerId} and t.route_id in ${inList(routeIds)}
        order by t.seat_id`);
    },

    /** Stores a bank bill in the caller's transaction (with its 'bill-opened' change); answers its creation time. */
    async insertBankBill(tx: Tx, bill: NewBankBill): Promise<number> {
      const [row] = await tx.insert(bankQrTransactions).values(bill).returning({ createdDate: bankQrTransactions.createdDate });
      return row!.createdDate;
    },

    /** One of the agency's bank bills (another agency's number is null, like an unknown one). */
    async ownBankBill(partnerId: string, billNumber: string): Promise<BankBill | null> {
      const [bill] = await db
        .select()
        .from(bankQrTransactions)
        .where(and(eq(bankQrTransactions.billNumber, billNumber), eq(bankQrTransactions.partnerId, partnerId)));
      return bill ?? null;
    },

    /** Stores a wallet order in the caller's transaction (with its 'bill-opened' change). */
    async insertWalletOrder(tx: Tx, order: NewWalletOrder): Promise<void> {
      await tx.insert(walletOrders).values(order);
    },

    /** The agency's bank bill, else its wallet order, with that number; null when it has neither. */
    async ownBillOrOrder(partnerId: string, billNumber: string): Promise<OwnBill | null> {
      const [bill] = await db
        .select({ companyId: bankQrTransactions.companyId, totalMoney: bankQrTransactions.totalMoney, ticketInfos: bankQrTransactions.ticketInfos, qrPayload: bankQrTransactions.qrPayload })
        .from(bankQrTransactions)
        .where(and(eq(bankQrTransactions.billNumber, billNumber), eq(bankQrTransactions.partnerId, partnerId)));
      if (bill) return { companyId: bill.companyId, qrPayload: bill.qrPayload, amount: Math.round(bill.totalMoney / 100), ticketIds: parseTicketInfos(bill.ticketInfos).map((t) => t.ticketId) };
      const [order] = await db
        .select({ companyId: walletOrders.companyId, amount: walletOrders.amount, ticketIds: walletOrders.ticketIds })
        .from(walletOrders)
        .where(and(eq(walletOrders.orderId, billNumber), eq(walletOrders.partnerId, partnerId)));
      return order ? { companyId: order.companyId, qrPayload: null, amount: order.amount, ticketIds: order.ticketIds } : null;
    },

    /** A QR sent by ZNS or SMS is recorded like the other messages, in the caller's transaction (it records the change). */
    async recordQrZns(tx: Tx, record: typeof znsRecords.$inferInsert): Promise<void> {
      await tx.insert(znsRecords).values(record);
    },
    async recordQrSms(tx: Tx, record: typeof smsRecords.$inferInsert): Promise<void> {
      await tx.insert(smsRecords).values(record);
    },

    /**
     * The agency's open bank bills (and wallet orders with `wallet`), newest first, 100 of each at most, or its one
     * with `billNumber` whatever its state: what the simulated bank can pay.
     */
    async simulatorBills(opts: { partnerId: string; billNumber?: string; wallet: boolean }): Promise<SimulatorBillRow[]> {
      const { billNumber, partnerId } = opts;
      const bank = await database.rows<
        Pick<BankBillColumns, 'bill_number' | 'total_money' | 'trans_status' | 'ticket_infos'> & {
          company_id: string;
          company_name: string | null;
          partner_name: string | null;
          account: string | null;
          created_date: number;
          secret: string | null;
        }
      >(sql`
        select b.bill_number, b.company_id, c.name as company_name, p.name as partner_name, pc.bank_account_number as account, b.total_money,
          b.trans_status, b.ticket_infos, b.created_at as created_date, pc.webhook_secret as secret
        from bank_qr_transactions b
        left join companies c on c.id = b.company_id left join partners p on p.id = b.partner_id
        left join company_payment_configs pc on pc.company_id = b.company_id
        where b.partner_id = ${partnerId} and ${billNumber ? sql`b.bill_number = ${billNumber}` : sql`b.trans_status = 1`}
        order by b.created_at desc limit 100`);
      const bills: SimulatorBillRow[] = bank.map((b) => ({
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
      if (!opts.wallet) return bills;
      const wallet = await database.rows<
        Pick<WalletOrderColumns, 'order_id' | 'amount' | 'status' | 'ticket_ids'> & {
          company_id: string;
          company_name: string | null;
          partner_name: string | null;
          created_date: number;
          secret: string | null;
        }
      >(sql`
        select w.order_id, w.company_id, c.name as company_name, p.name as partner_name, w.amount, w.status, w.ticket_ids, w.created_at as created_date, pc.webhook_secret as secret
        from wallet_orders w
        left join companies c on c.id = w.company_id left join partners p on p.id = w.partner_id
        left join company_payment_configs pc on pc.company_id = w.company_id
        where w.partner_id = ${partnerId} and ${billNumber ? sql`w.order_id = ${billNumber}` : sql`w.status = 1`}
        order by w.created_at desc limit 100`);
      for (const w of wallet) {
        bills.push({
          provider: 'MOMO_QR',
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
        });
      }
      return bills.sort((a, b) => b.createdDate - a.createdDate);
    },

    /** Seats of the tickets, and whether each no longer holds its seat (released hold or cancelled). */
    async ticketSeats(ticketIds: readonly string[]): Promise<Map<string, { seatId: string; tripId: string; gone: boolean }>> {
      const rows = await database.rows<Pick<TicketColumns, 'id' | 'seat_id' | 'trip_id'> & { gone: boolean }>(
        sql`select id, seat_id, trip_id, (released_at is not null or ticket_status = 0) as gone from tickets where id in ${inList(ticketIds)}`,
      );
      return new Map(rows.map((t) => [t.id, { seatId: t.seat_id, tripId: t.trip_id, gone: t.gone }]));
    },

    /** Makes the unpaid holds among the tickets due now (the simulator's late payment); answers their trips. */
    async expireHolds(ticketIds: readonly string[], now: number): Promise<string[]> {
      const rows = await database.rows<Pick<TicketColumns, 'trip_id'>>(sql`
        update tickets set over_time = ${now - 1000}
        where id in ${inList(ticketIds)} and ticket_status = 2 and released_at is null and paid_money = 0
        returning trip_id`);
      return [...new Set(rows.map((t) => t.trip_id))];
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
