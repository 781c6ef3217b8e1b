import { sql } from 'drizzle-orm';
import type { BusdeskApp } from '../src/app';
import type { LightMyRequestResponse } from 'fastify';
import {
  bookTicketEndpoint,
  calculatePriceEndpoint,
  cancelDetailsEndpoint,
  cancelTicketsEndpoint,
  ticketLogEndpoint,
  updateTicketsEndpoint,
  type TSeatBooking,
  type TTicket,
} from '@busdesk/api-contract';
import { bearer } from './test-app';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const PATHS = {
  price: calculatePriceEndpoint.path,
  book: bookTicketEndpoint.path,
  update: updateTicketsEndpoint.path,
  cancelDetails: cancelDetailsEndpoint.path,
  cancel: cancelTicketsEndpoint.path,
  log: ticketLogEndpoint.path,
} as const;

let tripSeq = 0;

export interface TripOptions {
  routeId?: string;
  /** Departure relative to now, ms. */
  startsIn?: number;
  tripStatus?: number;
  timePartnerHolder?: number;
  timePartnerLockBooking?: number;
  timePartnerAllowCancel?: number;
  lockSeat?: Array<{ seatId: string }>;
  partnerLocks?: Array<{ partnerId: string; lockType: number }>;
}

/**
 * A fresh trip with known windows on a seeded route (its seat map copied from a seeded trip of that route),
 * so each test owns its seats and its clock-relative windows.
 */
export async function createTrip(app: BusdeskApp, o: TripOptions = {}): Promise<string> {
  const id = `t-test-${process.pid}-${++tripSeq}`;
  const startTime = Date.now() + (o.startsIn ?? 2 * DAY);
  const startDate = Number(new Date(startTime + 7 * HOUR).toISOString().slice(0, 10).replace(/-/g, ''));
  await app.database.rows(sql`
    insert into trips (id, company_id, route_id, vehicle_id, trip_code, start_time, start_date, trip_status, seat_map, lock_seat,
      partner_locks, time_partner_holder, time_partner_lock_booking, time_partner_allow_cancel, price, total_seat)
    select ${id}, company_id, route_id, vehicle_id, ${id}, ${startTime}, ${startDate}, ${o.tripStatus ?? 1}, seat_map,
      ${JSON.stringify(o.lockSeat ?? [])}::jsonb, ${JSON.stringify(o.partnerLocks ?? [])}::jsonb, ${o.timePartnerHolder ?? 30 * 60_000},
      ${o.timePartnerLockBooking ?? 15 * 60_000}, ${o.timePartnerAllowCancel ?? 2 * HOUR}, price, total_seat
    from trips where route_id = ${o.routeId ?? 'r-mdong-dalat'} and vehicle_id is not null order by id limit 1`);
  return id;
}

/** A seat booking on r-mdong-dalat (Miền Đông → Đà Lạt, 350.000 đ) with a valid passenger. */
export function seatBooking(seatId: string, over: Partial<TSeatBooking> = {}): TSeatBooking {
  return {
    seatId,
    fullName: 'Nguyễn Văn An',
    phoneNumber: '0901234567',
    pointUp: { id: 'pt-mdong', pointType: 0 },
    pointDown: { id: 'pt-dalat', pointType: 0 },
    paidMoney: 0,
    ...over,
  };
}

export function poster(app: BusdeskApp) {
  return (path: string, token: string, payload: object): Promise<LightMyRequestResponse> =>
    app.inject({ method: 'POST', url: path, headers: bearer(token), payload });
}

export const ticketsOf = (res: LightMyRequestResponse): TTicket[] => (res.json() as { results: { tickets: TTicket[] } }).results.tickets;
export const messageOf = (res: LightMyRequestResponse): string => (res.json() as { message: string }).message;

/** Active tickets of a seat straight from the database (the truth behind the answers). */
export async function activeTicketsOnSeat(app: BusdeskApp, tripId: string, seatId: string) {
  return app.database.rows<{ id: string; partner_id: string | null }>(sql`
    select id, partner_id from tickets where trip_id = ${tripId} and seat_id = ${seatId} and ticket_status <> 0 and released_at is null`);
}
