import { sql, type SQL } from 'drizzle-orm';
import type { TTicket } from '@busdesk/api-contract';
import type { Database } from '../db/database';
import type { InvoiceInfo, TicketPoint, TicketSurcharge } from '../db/schema/index';

interface TicketRow extends Record<string, unknown> {
  id: string;
  ticket_code: string;
  trip_id: string;
  company_id: string;
  route_id: string;
  seat_id: string;
  ticket_status: number;
  full_name: string | null;
  phone_number: string | null;
  email: string | null;
  birthday: string | null;
  note: string | null;
  agency_price: number;
  original_ticket_price: number;
  paid_money: number;
  over_time: number | null;
  payment_type: number;
  foreign_key: string | null;
  is_adult: boolean;
  image: string | null;
  orderer: string | null;
  orderer_phone_number: string | null;
  point_up: TicketPoint | null;
  point_down: TicketPoint | null;
  point_up_type: number;
  point_down_type: number;
  address_up: string | null;
  address_down: string | null;
  trans_ship_up_id: string | null;
  trans_ship_down_id: string | null;
  surcharges: TicketSurcharge[] | null;
  surcharge_price: number;
  invoice_info: InvoiceInfo | null;
  invoice_status: number | null;
  serial_invoice: string | null;
  form_invoice: string | null;
  partner_id: string | null;
  seller_id: string | null;
  seller_name: string | null;
  agency: string | null;
  user_partner_id: string | null;
  created_date: number;
  get_in_time_plan: number | null;
  platform_detail: string | null;
  number_of_sms_sent: number;
  is_send_zns: boolean;
  is_send_email: boolean;
  number_of_print: number;
  cash_on_the_trip: number;
  cancel_reason: string | null;
  is_refunded: boolean;
  route_name: string;
  route_name_short: string | null;
  route_form_invoice: string | null;
  route_serial_invoice: string | null;
  number_plate: string | null;
  trip_code: string | null;
}

/** JSON columns come back parsed from PGlite and pg alike; a string (older pg settings) is parsed here. */
const json = <T>(v: unknown): T | null => (typeof v === 'string' ? (JSON.parse(v) as T) : ((v as T | null) ?? null));

export function toTicket(r: TicketRow): TTicket {
  return {
    ticketId: r.id,
    ticketCode: r.ticket_code,
    tripId: r.trip_id,
    companyId: r.company_id,
    routeId: r.route_id,
    seatId: r.seat_id,
    ticketStatus: r.ticket_status,
    fullName: r.full_name,
    phoneNumber: r.phone_number,
    email: r.email,
    birthday: r.birthday,
    note: r.note,
    agencyPrice: r.agency_price,
    originalTicketPrice: r.original_ticket_price,
    paidMoney: r.paid_money,
    overTime: r.over_time,
    paymentType: r.payment_type,
    foreignKey: r.foreign_key,
    isAdult: r.is_adult,
    image: r.image,
    orderer: r.orderer,
    ordererPhoneNumber: r.orderer_phone_number,
    pointUp: json<TicketPoint>(r.point_up),
    pointDown: json<TicketPoint>(r.point_down),
    pointUpType: r.point_up_type,
    pointDownType: r.point_down_type,
    addressUp: r.address_up,
    addressDown: r.address_down,
    transShipUpId: r.trans_ship_up_id,
    transShipDownId: r.trans_ship_down_id,
    surcharges: json<TicketSurcharge[]>(r.surcharges) ?? [],
    surchargePrice: r.surcharge_price,
    invoiceInfo: json<InvoiceInfo>(r.invoice_info),
    invoiceStatus: r.invoice_status,
    serialInvoice: r.serial_invoice,
    formInvoice: r.form_invoice,
    seller: { id: r.seller_id, fullName: r.seller_name },
    sellerId: r.seller_id,
    agency: r.agency,
    partnerId: r.partner_id,
    userPartnerId: r.user_partner_id,
    createdDate: r.created_date,
    getInTimePlan: r.get_in_time_plan,
    routeInfo: { name: r.route_name, nameShort: r.route_name_short, formInvoice: r.route_form_invoice, serialInvoice: r.route_serial_invoice },
    numberPlate: r.number_plate,
    tripCode: r.trip_code,
    routeNameShort: r.route_name_short,
    platformDetail: r.platform_detail,
    numberOfSMSSent: r.number_of_sms_sent,
    isSendZNS: r.is_send_zns,
    isSendEmail: r.is_send_email,
    numberOfPrint: r.number_of_print,
    cashOnTheTrip: r.cash_on_the_trip,
    cancelReason: r.cancel_reason,
    isRefunded: r.is_refunded,
  };
}

/**
 * Tickets in the sales screen's shape. `where` is written against the alias `t` (tickets); callers always
 * include the tenancy condition (`t.partner_id = …`) themselves — this helper adds none.
 */
export async function selectTickets(database: Database, where: SQL, orderBy: SQL = sql`t.seat_id`): Promise<TTicket[]> {
  const rows = await database.rows<TicketRow>(sql`
    select t.*, t.created_at as created_date, r.name as route_name, r.name_short as route_name_short, r.form_invoice as route_form_invoice,
      r.serial_invoice as route_serial_invoice, v.number_plate, tr.trip_code
    from tickets t
    join routes r on r.id = t.route_id
    join trips tr on tr.id = t.trip_id
    left join vehicles v on v.id = tr.vehicle_id
    where ${where}
    order by ${orderBy}`);
  return rows.map(toTicket);
}

/** Tickets that occupy their seat: not cancelled and not an expired, released hold. */
export const ACTIVE_TICKET = sql`t.ticket_status <> 0 and t.released_at is null`;
