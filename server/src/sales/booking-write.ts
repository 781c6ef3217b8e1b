import { sql } from 'drizzle-orm';
import type { InvoiceInfo, TicketLogEntry, TicketPoint, TicketSurcharge } from '../db/schema/index';
import type { Database } from '../db/database';
import { prepareQuery, runPrepared } from '../lib/prepared-query';
import type { toTicket } from './ticket-rows';

/** A new ticket under its SQL column names; every column a booking sets (the others take their defaults). */
export interface NewTicketRow {
  id: string;
  ticket_code: string;
  trip_id: string;
  company_id: string;
  route_id: string;
  start_date: number;
  seat_id: string;
  ticket_status: number;
  full_name: string | null;
  phone_number: string | null;
  email: string | null;
  birthday: string | null;
  note: string | null;
  agency_price: number;
  /** đồng: the seller's commission on this ticket (settlement report). */
  commission: number;
  original_ticket_price: number;
  paid_money: number;
  over_time: number | null;
  payment_type: number;
  foreign_key: string | null;
  is_adult: boolean;
  image: string | null;
  orderer: string | null;
  orderer_phone_number: string | null;
  point_up: TicketPoint;
  point_down: TicketPoint;
  point_up_type: number;
  point_down_type: number;
  address_up: string | null;
  address_down: string | null;
  trans_ship_up_id: string | null;
  trans_ship_down_id: string | null;
  surcharges: TicketSurcharge[];
  surcharge_price: number;
  invoice_info: InvoiceInfo;
  partner_id: string;
  seller_id: string;
  seller_name: string;
  agency: string;
  user_partner_id: string;
  platform: number;
  platform_detail: string;
  sale_channel: number;
  get_in_time_plan: number;
  is_send_email: boolean;
  created_at: number;
  updated_at: number;
}

export interface NewTicketLogRow {
  ticket_id: string;
  created_at: number;
  created_user_id: string;
  created_user_name: string;
  log_type: number;
  logs: TicketLogEntry[];
}

/** Compile-time list of every key of T: adding a field to the row type without listing it fails to compile. */
const keysOf = <T>(keys: { [K in keyof T]-?: true }) => Object.keys(keys).join(', ');

const TICKET_COLUMNS = sql.raw(
  keysOf<NewTicketRow>({
    id: true, ticket_code: true, trip_id: true, company_id: true, route_id: true, start_date: true, seat_id: true, ticket_status: true,
    full_name: true, phone_number: true, email: true, birthday: true, note: true, agency_price: true, commission: true, original_ticket_price: true,
    paid_money: true, over_time: true, payment_type: true, foreign_key: true, is_adult: true, image: true, orderer: true,
    orderer_phone_number: true, point_up: true, point_down: true, point_up_type: true, point_down_type: true, address_up: true,
    address_down: true, trans_ship_up_id: true, trans_ship_down_id: true, surcharges: true, surcharge_price: true, invoice_info: true,
    partner_id: true, seller_id: true, seller_name: true, agency: true, user_partner_id: true, platform: true, platform_detail: true,
    sale_channel: true, get_in_time_plan: true, is_send_email: true, created_at: true, updated_at: true,
  }),
);
const LOG_COLUMNS = sql.raw(
  keysOf<NewTicketLogRow>({ ticket_id: true, created_at: true, created_user_id: true, created_user_name: true, log_type: true, logs: true }),
);

/**
 * What the insert returns: the columns ticket-rows.ts reads that a booking leaves to their defaults. The rest of
 * the answer is the row as sent, so the driver parses ten columns per ticket instead of sixty-four.
 */
export type DefaultedTicketColumns = Pick<
  Parameters<typeof toTicket>[0],
  | 'id'
  | 'invoice_status'
  | 'serial_invoice'
  | 'form_invoice'
  | 'number_of_sms_sent'
  | 'is_send_zns'
  | 'number_of_print'
  | 'cash_on_the_trip'
  | 'cancel_reason'
  | 'is_refunded'
>;
const DEFAULTED_COLUMNS = sql.raw(
  keysOf<DefaultedTicketColumns>({
    id: true, invoice_status: true, serial_invoice: true, form_invoice: true, number_of_sms_sent: true, is_send_zns: true,
    number_of_print: true, cash_on_the_trip: true, cancel_reason: true, is_refunded: true,
  }),
);

/**
 * Inserts the tickets and their log rows in ONE statement: atomic without BEGIN/COMMIT (one round trip and one
 * commit instead of five), and a seat taken meanwhile fails the whole statement on the partial unique index
 * (23505) with no log row written. The rows travel as two JSON parameters expanded by jsonb_populate_recordset,
 * so the statement text is the same for every booking and nothing is built per column. Rows go in seat order:
 * two overlapping groups then wait on each other instead of deadlocking.
 */
const INSERT_TICKETS_WITH_LOGS = prepareQuery(
  'insert_tickets_with_logs',
  sql`
    with inserted as (
      insert into tickets (${TICKET_COLUMNS})
      select ${TICKET_COLUMNS} from jsonb_populate_recordset(null::tickets, ${sql.placeholder('tickets')}::jsonb)
      returning ${DEFAULTED_COLUMNS}
    ), logged as (
      insert into ticket_logs (${LOG_COLUMNS})
      select ${LOG_COLUMNS} from jsonb_populate_recordset(null::ticket_logs, ${sql.placeholder('logs')}::jsonb)
    )
    select * from inserted`,
);

/** Inserts; answers each sent row completed by its defaulted columns, in seat order. */
export async function insertTicketsWithLogs(
  database: Database,
  rows: readonly NewTicketRow[],
  logs: readonly NewTicketLogRow[],
): Promise<Array<NewTicketRow & DefaultedTicketColumns>> {
  const ordered = [...rows].sort((a, b) => (a.seat_id < b.seat_id ? -1 : a.seat_id > b.seat_id ? 1 : 0));
  const returned = await runPrepared<DefaultedTicketColumns>(database, INSERT_TICKETS_WITH_LOGS, {
    tickets: JSON.stringify(ordered),
    logs: JSON.stringify(logs),
  });
  const byId = new Map(returned.map((r) => [r.id, r]));
  return ordered.map((row) => ({ ...row, ...byId.get(row.id)! }));
}
