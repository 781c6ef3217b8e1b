import { sql, type SQL } from 'drizzle-orm';
import type { TFoundTicket } from '@busdesk/api-contract';

/** The columns of a ticket as the bell and the quick search show it (002 §3 'Ticket (notification / search)'). */
export interface FoundTicketRow extends Record<string, unknown> {
  id: string;
  trip_id: string;
  ticket_code: string;
  ticket_status: number;
  company_id: string;
  company_name: string | null;
  route_id: string;
  route_name: string;
  point_up_id: string | null;
  point_up_name: string | null;
  point_down_id: string | null;
  point_down_name: string | null;
  seat_id: string;
  full_name: string | null;
  phone_number: string | null;
  orderer: string | null;
  orderer_phone_number: string | null;
  get_in_time_plan: number | null;
  start_time: number;
  created_at: number;
  over_time: number | null;
  paid_money: number;
  agency_price: number;
  user_partner_id: string | null;
  is_not_using_av: boolean;
}

/**
 * The select list and joins behind FoundTicketRow, for tickets aliased `t`; `partnerId` is the viewing agency,
 * whose link to the company tells whether the company uses the vendor app (the popover's tabs).
 */
export const foundTicketColumns = sql`t.id, t.trip_id, t.ticket_code, t.ticket_status, t.company_id, co.name as company_name, t.route_id,
  r.name as route_name, t.point_up->>'id' as point_up_id, t.point_up->>'name' as point_up_name, t.point_down->>'id' as point_down_id,
  t.point_down->>'name' as point_down_name, t.seat_id, t.full_name, t.phone_number, t.orderer, t.orderer_phone_number,
  t.get_in_time_plan, tr.start_time, t.created_at, t.over_time, t.paid_money, t.agency_price, t.user_partner_id`;

export const foundTicketJoins = (partnerId: string): SQL => sql`
  join routes r on r.id = t.route_id
  join trips tr on tr.id = t.trip_id
  left join companies co on co.id = t.company_id
  left join partner_companies pc on pc.partner_id = ${partnerId} and pc.company_id = t.company_id`;

export const isNotUsingAvColumn = sql`coalesce(pc.is_not_using_av, false)`;

/** One row as the contract's ticket; `seatIds` is the booking group's seat list when the row stands for a group. */
export function toFoundTicket(r: FoundTicketRow, seatIds: readonly string[] = [r.seat_id], isPartnerRead?: boolean): TFoundTicket {
  return {
    ticketId: r.id,
    tripId: r.trip_id,
    ticketCode: r.ticket_code,
    ticketStatus: r.ticket_status,
    companyId: r.company_id,
    companyName: r.company_name ?? '',
    routeName: r.route_name,
    routeInfo: { id: r.route_id, name: r.route_name },
    pointUp: r.point_up_id ? { id: r.point_up_id, name: r.point_up_name ?? '' } : null,
    pointDown: r.point_down_id ? { id: r.point_down_id, name: r.point_down_name ?? '' } : null,
    pointUpName: r.point_up_name ?? '',
    pointDownName: r.point_down_name ?? '',
    seat: { seatId: r.seat_id },
    seatId: r.seat_id,
    listSeatId: [...seatIds],
    getInTimePlan: r.get_in_time_plan,
    startTime: r.start_time,
    createdDate: r.created_at,
    fullName: r.full_name,
    phoneNumber: r.phone_number,
    orderer: r.orderer,
    ordererPhoneNumber: r.orderer_phone_number,
    isNotUsingAV: r.is_not_using_av,
    ...(isPartnerRead === undefined ? {} : { isPartnerRead }),
    paidMoney: r.paid_money,
    agencyPrice: r.agency_price,
    overTime: r.over_time,
    userPartnerId: r.user_partner_id,
  };
}
