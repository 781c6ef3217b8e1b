import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TCallerLookupResponse, TCallerTicket, TCallerTimelineEntry, TTicket, TTicketSample, ZCallerLookupRequest } from '@busdesk/api-contract';
import type { Database } from '../db/database';
import { toHistoryItem, type CallsRepository } from '../repositories/calls-repository';
import type { TicketsRepository } from '../repositories/tickets-repository';
import { storedPhone } from './call-recorder';

const VN_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;
/** 00:00 in Vietnam of the day `t` falls in. */
export const vnMidnight = (t: number): number => Math.floor((t + VN_OFFSET_MS) / DAY_MS) * DAY_MS - VN_OFFSET_MS;

const point = (p: TTicket['pointUp']) => (p ? { id: p.id, name: p.name } : null);

const callerTicket = (t: TTicket): TCallerTicket => ({
  ticketId: t.ticketId,
  ticketCode: t.ticketCode,
  ticketStatus: t.ticketStatus,
  tripId: t.tripId,
  routeId: t.routeId,
  companyId: t.companyId,
  routeInfo: { name: t.routeInfo.name },
  getInTimePlan: t.getInTimePlan,
  pointUp: point(t.pointUp),
  pointDown: point(t.pointDown),
  seat: { seatId: t.seatId },
  fullName: t.fullName,
  phoneNumber: t.phoneNumber,
  orderer: t.orderer,
  ordererPhoneNumber: t.ordererPhoneNumber,
  agencyPrice: t.agencyPrice,
  createdDate: t.createdDate,
});

/** The ticket sample (002 §2): the caller's last ticket — route, points, orderer, phone, name. */
export const ticketSampleOf = (t: TCallerTicket, phone: string): TTicketSample => ({
  routeId: t.routeId,
  routeName: t.routeInfo.name,
  companyId: t.companyId,
  pointUp: t.pointUp,
  pointDown: t.pointDown,
  orderer: t.orderer,
  ordererPhoneNumber: t.ordererPhoneNumber,
  phoneNumber: t.phoneNumber ?? phone,
  fullName: t.fullName,
  getInTimePlan: t.getInTimePlan,
});

/**
 * The caller lookup of the panel (002 §3 customer lookup result): the agency's tickets with exactly this phone — their
 * count, the cancelled ones, those booked today (Vietnam day) — the latest `count` of them and of the caller's calls
 * on the agency's lines, as one timeline, and the ticket sample from the last ticket. Only the session's agency's
 * tickets and calls are read (`partnerId` on every query). A phone with no ticket is an unknown caller: no customer.
 */
export async function lookupCaller(
  deps: { database: Database; tickets: TicketsRepository; calls: CallsRepository; now: () => number },
  partnerId: string,
  input: z.output<typeof ZCallerLookupRequest>,
): Promise<TCallerLookupResponse> {
  const phone = storedPhone(input.phoneNumber);
  if (phone === '') return { result: [], ticketSample: null };
  const [counts] = await deps.database.rows<{ total: number; cancelled: number; today: number }>(sql`
    select count(*)::int as total,
      count(*) filter (where ticket_status = 0)::int as cancelled,
      count(*) filter (where created_at >= ${vnMidnight(deps.now())})::int as today
    from tickets where partner_id = ${partnerId} and phone_number = ${phone}`);
  if (!counts || counts.total === 0) return { result: [], ticketSample: null };
  const offset = input.page * input.count;
  const tickets = (
    await deps.tickets.select(
      sql`t.id in (select k.id from tickets k where k.partner_id = ${partnerId} and k.phone_number = ${phone}
        order by k.created_at desc, k.id desc limit ${input.count} offset ${offset})`,
      sql`t.created_at desc, t.id desc`,
    )
  ).map(callerTicket);
  const calls = (await deps.calls.byPhone(partnerId, phone, input.count)).map(toHistoryItem);
  const timeline: TCallerTimelineEntry[] = [
    ...tickets.map((ticket): TCallerTimelineEntry => ({ type: 'ticket', at: ticket.createdDate, ticket })),
    ...calls.map((call): TCallerTimelineEntry => ({ type: 'call', at: call.callStartTime, call })),
  ].sort((a, b) => b.at - a.at);
  const latest = tickets[0];
  return {
    result: [
      {
        companyCustomer: { phoneNumber: phone, fullName: latest?.fullName ?? null, numberOfTickets: counts.total, numberCancelTicket: counts.cancelled },
        tickets,
        untilNow: { numberTicketBookToday: counts.today },
        calls,
        timeline,
      },
    ],
    ticketSample: latest ? ticketSampleOf(latest, phone) : null,
  };
}
