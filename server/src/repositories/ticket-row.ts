import type { TTicket } from '@busdesk/api-contract';
import type { SqlRow } from '../db/row-types';
import type { routes, ticketLogs, tickets, trips, vehicles } from '../db/schema/index';
import { fromJson } from '../db/sql';

// The tickets table's rows as the repository reads and writes them, and the API's ticket shape made from one.

type TicketColumns = SqlRow<typeof tickets>;
type RouteColumns = SqlRow<typeof routes>;

/** The route, trip and vehicle columns a ticket row is read with (the vehicle by a left join: null without one). */
export type TicketJoinedColumns = {
  route_name: RouteColumns['name'];
  route_name_short: RouteColumns['name_short'];
  route_form_invoice: RouteColumns['form_invoice'];
  route_serial_invoice: RouteColumns['serial_invoice'];
  number_plate: SqlRow<typeof vehicles>['number_plate'] | null;
  trip_code: SqlRow<typeof trips>['trip_code'];
};

/** The ticket columns a booking writes that the API's ticket shape also reads. */
type TicketCoreColumn =
  | 'id' | 'ticket_code' | 'trip_id' | 'company_id' | 'route_id' | 'seat_id' | 'ticket_status' | 'full_name' | 'phone_number' | 'email'
  | 'birthday' | 'note' | 'agency_price' | 'original_ticket_price' | 'paid_money' | 'over_time' | 'payment_type' | 'foreign_key' | 'is_adult'
  | 'image' | 'orderer' | 'orderer_phone_number' | 'point_up' | 'point_down' | 'point_up_type' | 'point_down_type' | 'address_up'
  | 'address_down' | 'trans_ship_up_id' | 'trans_ship_down_id' | 'surcharges' | 'surcharge_price' | 'invoice_info' | 'seller_id'
  | 'seller_name' | 'agency' | 'partner_id' | 'user_partner_id' | 'created_at' | 'get_in_time_plan' | 'platform_detail' | 'is_send_email';

/** The ticket columns the API's ticket shape reads, with the route, trip and vehicle columns it carries. */
export type TicketRow = Pick<TicketColumns, TicketCoreColumn | DefaultedTicketColumn> & TicketJoinedColumns;

/** The columns a booking sets; the others take their defaults. */
export type NewTicketRow = Pick<TicketColumns, TicketCoreColumn | 'start_date' | 'commission' | 'platform' | 'sale_channel' | 'updated_at'>;

export type NewTicketLogRow = Pick<SqlRow<typeof ticketLogs>, 'ticket_id' | 'created_at' | 'created_user_id' | 'created_user_name' | 'log_type' | 'logs'>;

/** The columns toTicket reads that a booking leaves to their defaults: the insert returns only these. */
type DefaultedTicketColumn =
  | 'id' | 'invoice_status' | 'serial_invoice' | 'form_invoice' | 'number_of_sms_sent' | 'is_send_zns' | 'number_of_print' | 'cash_on_the_trip'
  | 'cancel_reason' | 'is_refunded';
export type DefaultedTicketColumns = Pick<TicketColumns, DefaultedTicketColumn>;

/** Fields of a ticket an update may change (drizzle's property names). */
export type TicketPatch = Partial<typeof tickets.$inferInsert>;

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
    pointUp: fromJson(r.point_up) ?? null,
    pointDown: fromJson(r.point_down) ?? null,
    pointUpType: r.point_up_type,
    pointDownType: r.point_down_type,
    addressUp: r.address_up,
    addressDown: r.address_down,
    transShipUpId: r.trans_ship_up_id,
    transShipDownId: r.trans_ship_down_id,
    surcharges: fromJson(r.surcharges) ?? [],
    surchargePrice: r.surcharge_price,
    invoiceInfo: fromJson(r.invoice_info) ?? null,
    invoiceStatus: r.invoice_status,
    serialInvoice: r.serial_invoice,
    formInvoice: r.form_invoice,
    seller: { id: r.seller_id, fullName: r.seller_name },
    sellerId: r.seller_id,
    agency: r.agency,
    partnerId: r.partner_id,
    userPartnerId: r.user_partner_id,
    createdDate: r.created_at,
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
