import { sql, type SQL } from 'drizzle-orm';
import type { TFoundTicket } from '@busdesk/api-contract';
import type { SqlRow } from '../db/row-types';
import type { companies, partnerCompanies, routes, tickets, trips } from '../db/schema/index';

type TicketColumns = SqlRow<typeof tickets>;
/** A field of a point JSON column read with `->>` (text): null when the ticket has no such point. */
type PointField<C extends 'point_up' | 'point_down', K extends keyof NonNullable<TicketColumns[C]>> = NonNullable<TicketColumns[C]>[K] | null;

/** The columns of a ticket as the bell and the quick search show it (002 §3 'Ticket (notification / search)'). */
export type FoundTicketRow = Pick<
  TicketColumns,
  | 'id' | 'trip_id' | 'ticket_code' | 'ticket_status' | 'company_id' | 'route_id' | 'seat_id' | 'full_name' | 'phone_number' | 'orderer'
  | 'orderer_phone_number' | 'get_in_time_plan' | 'created_at' | 'over_time' | 'paid_money' | 'agency_price' | 'user_partner_id' | 'seller_name'
> & {
  /** Left join: a ticket whose company row is missing gives null. */
  company_name: SqlRow<typeof companies>['name'] | null;
  route_name: SqlRow<typeof routes>['name'];
  point_up_id: PointField<'point_up', 'id'>;
  point_up_name: PointField<'point_up', 'name'>;
  point_down_id: PointField<'point_down', 'id'>;
  point_down_name: PointField<'point_down', 'name'>;
  start_time: SqlRow<typeof trips>['start_time'];
  /** isNotUsingAvColumn: coalesce(pc.is_not_using_av, false). */
  is_not_using_av: SqlRow<typeof partnerCompanies>['is_not_using_av'];
};

/**
 * The select list and joins behind FoundTicketRow, for tickets aliased `t`; `partnerId` is the viewing agency,
 * whose link to the company tells whether the company uses the vendor app (the popover's tabs).
 */
export const foundTicketColumns = sql`t.id, t.trip_id, t.ticket_code, t.ticket_status, t.company_id, co.name as company_name, t.route_id,
  r.name as route_name, t.point_up->>'id' as point_up_id, t.point_up->>'name' as point_up_name, t.point_down->>'id' as point_down_id,
  t.point_down->>'name' as point_down_name, t.seat_id, t.full_name, t.phone_number, t.orderer, t.orderer_phone_number,
  t.get_in_time_plan, tr.start_time, t.created_at, t.over_time, t.paid_money, t.agency_price, t.user_partner_id, t.seller_name`;

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
    sellerName: r.seller_name,
  };
}
