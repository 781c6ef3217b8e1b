import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { topics, type TTripChangedEvent } from '@busdesk/api-contract';

type TripPatch = TTripChangedEvent['trip'];

/**
 * Tells open screens that a trip changed, so their trip cards and an open trip catch up without a new search.
 * The changing agency hears everything it changed (its own lock entry, settlement, drivers/vehicle); the other
 * agencies authorised to sell the trip's route hear only the drivers and vehicle, which every seller sees in the
 * search — never another agency's lock or settlement. Like the ticket events, a failed publish never undoes the
 * committed change; it is logged.
 */
export async function publishTripChanged(app: FastifyInstance, partnerId: string, tripId: string, trip: TripPatch): Promise<void> {
  const shared: TripPatch = {};
  if (trip.driverIds) Object.assign(shared, { driverIds: trip.driverIds, driverNames: trip.driverNames ?? [] });
  if (trip.vehicleId !== undefined) Object.assign(shared, { vehicleId: trip.vehicleId, numberPlate: trip.numberPlate ?? null });
  const jobs = [app.realtime.publish(topics.partnerTickets(partnerId), { type: 'trip-changed', tripId, trip })];
  if (Object.keys(shared).length > 0) {
    jobs.push(publishToOtherSellers(app, partnerId, tripId, shared));
  }
  for (const result of await Promise.allSettled(jobs)) {
    if (result.status === 'rejected') app.log.warn({ err: result.reason }, 'trip event publish failed');
  }
}

async function publishToOtherSellers(app: FastifyInstance, partnerId: string, tripId: string, trip: TripPatch): Promise<void> {
  const others = await otherSellers(app, partnerId, tripId);
  await Promise.all(others.map((other) => app.realtime.publish(topics.partnerTickets(other), { type: 'trip-changed', tripId, trip })));
}

/** The agencies, other than `partnerId`, that the trip's company authorised (approved) to sell its route. */
async function otherSellers(app: FastifyInstance, partnerId: string, tripId: string): Promise<string[]> {
  const rows = await app.database.rows<{ partner_id: string }>(sql`
    select distinct pr.partner_id from trips t
    join routes r on r.id = t.route_id
    join partner_routes pr on pr.route_id = t.route_id
    join partner_companies pc on pc.partner_id = pr.partner_id and pc.company_id = r.company_id
    where t.id = ${tripId} and pc.approved_status = 'approved' and pr.partner_id <> ${partnerId}
    order by pr.partner_id`);
  return rows.map((r) => r.partner_id);
}
