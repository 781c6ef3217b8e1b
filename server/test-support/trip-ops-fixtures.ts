import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { BusdeskApp } from '../src/app';
import {
  lockTripEndpoint,
  manageTripEndpoint,
  reportSaleEndpoint,
  searchVehicleEndpoint,
  settlementTripsEndpoint,
  tripContractEndpoint,
  tripSaleReportEndpoint,
  userCompanyEndpoint,
} from '@busdesk/api-contract';

export const OPS_PATHS = {
  lock: lockTripEndpoint.path,
  manage: manageTripEndpoint.path,
  users: userCompanyEndpoint.path,
  vehicles: searchVehicleEndpoint.path,
  trips: settlementTripsEndpoint.path,
  totals: reportSaleEndpoint.path,
  saleReport: tripSaleReportEndpoint.path,
  contract: tripContractEndpoint.path,
} as const;

export interface SoldTicket {
  seatId: string;
  partnerId: string | null;
  status?: number;
  paymentType?: number;
  saleChannel?: number;
  price: number;
  commission?: number;
  fullName?: string;
}

let seq = 0;

/**
 * Tickets written straight into the database: the booking path refuses departed trips, and settlement is only for
 * departed ones, so the sold history of a settled trip has to be laid down directly.
 */
export async function insertTickets(app: BusdeskApp, tripId: string, tickets: readonly SoldTicket[]): Promise<string[]> {
  const ids: string[] = [];
  for (const t of tickets) {
    const id = `tk-ops-${process.pid}-${++seq}`;
    ids.push(id);
    await app.database.rows(sql`
      insert into tickets (id, ticket_code, trip_id, company_id, route_id, start_date, seat_id, ticket_status, full_name, phone_number,
        agency_price, original_ticket_price, paid_money, payment_type, sale_channel, commission, partner_id, point_up, point_down)
      select ${id}, ${id}, tr.id, tr.company_id, tr.route_id, tr.start_date, ${t.seatId}, ${t.status ?? 3}, ${t.fullName ?? 'Nguyễn Văn An'}, '0901234567',
        ${t.price}, ${t.price}, ${(t.status ?? 3) === 2 ? 0 : t.price}, ${t.paymentType ?? 3}, ${t.saleChannel ?? 0}, ${t.commission ?? 0}, ${t.partnerId},
        '{"id":"pt-mdong","name":"Bến xe Miền Đông","pointType":0}'::jsonb, '{"id":"pt-dalat","name":"Bến xe Liên tỉnh Đà Lạt","pointType":0}'::jsonb
      from trips tr where tr.id = ${tripId}`);
  }
  return ids;
}

export async function tripDate(app: BusdeskApp, tripId: string): Promise<{ startDate: number; companyId: string; routeId: string }> {
  const [row] = await app.database.rows<{ start_date: number; company_id: string; route_id: string }>(
    sql`select start_date, company_id, route_id from trips where id = ${tripId}`,
  );
  return { startDate: row!.start_date, companyId: row!.company_id, routeId: row!.route_id };
}

export const resultsOf = <T>(res: LightMyRequestResponse): T => (res.json() as { results: T }).results;
