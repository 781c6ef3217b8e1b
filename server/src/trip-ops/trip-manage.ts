import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { DRIVER_USER_STATUSES, DRIVER_USER_TYPES, MSG, isTripDeparted, vehicleFitsTrip, type TManageTripResponse, type ZManageTripRequest } from '@busdesk/api-contract';
import type { ChangeFeed } from '../changes/change-feed';
import type { SqlRow } from '../db/row-types';
import type { companyUsers, trips, tripPartnerSettlements, vehicles } from '../db/schema/index';
import { inList, textArray, txRunner, type SqlRunner } from '../db/sql';
import { HttpError, badRequest } from '../lib/http-error';
import { bookedCountOf } from '../sales/trip-cards';
import { loadOpsTrip, type OpsScope, type OpsTrip } from './trip-scope';

type ManageInput = z.output<typeof ZManageTripRequest>;

/**
 * The seed's partner/v2/trip/manage: the trip update (drivers, vehicle) and settlement (isPartnerSettled) in one
 * call, in one transaction holding the trip row.
 *
 * Who may change a company's trip: the seed offers the vehicle/driver edit only for companies flagged 'not using
 * the app' in the agency's company-use map (a company on the app plans its own trips there). The server enforces
 * the same rule: a company the agency marked as using the app answers 403.
 *
 * Settlement: once, and only for a departed trip (tripStatus ≥ 2 or past its departure time, the seed's departed
 * rule): before departure the agency can still sell seats the sheet would not count. A settlement is final.
 */
export async function manageTrip(changes: ChangeFeed, scope: OpsScope, input: ManageInput, now: number = Date.now()): Promise<TManageTripResponse> {
  const updatesTrip = input.drivers !== undefined || input.vehicle !== undefined;
  if (!updatesTrip && input.isPartnerSettled === undefined) throw badRequest(MSG.tripOps.nothingToUpdate);
  if (input.isPartnerSettled === false) throw badRequest(MSG.tripOps.unsettleNotAllowed);

  return changes.transaction(async (tx, record) => {
    const runner = txRunner(tx);
    const trip = await loadOpsTrip(runner, scope, input.tripId, true);
    if (updatesTrip) await updateDriversAndVehicle(runner, trip, input, now);
    if (input.isPartnerSettled) await settle(runner, scope, trip, now);
    const result = await readManagedTrip(runner, scope, input.tripId);
    // Only what this call changed: a settlement does not re-announce the drivers to every seller.
    await record({
      kind: 'trip',
      partnerId: scope.partnerId,
      tripId: result.tripId,
      trip: {
        ...(input.drivers !== undefined ? { driverIds: result.driverIds, driverNames: result.driverNames } : {}),
        ...(input.vehicle !== undefined ? { vehicleId: result.vehicleId, numberPlate: result.numberPlate } : {}),
        ...(input.isPartnerSettled ? { isPartnerSettled: result.isPartnerSettled } : {}),
      },
    });
    return result;
  });
}

async function updateDriversAndVehicle(runner: SqlRunner, trip: OpsTrip, input: ManageInput, now: number): Promise<void> {
  if (!trip.isNotUsingAv) throw new HttpError(403, MSG.tripOps.tripNotManageable);
  let driverIds: string[] | undefined;
  if (input.drivers !== undefined) {
    driverIds = [...new Set(input.drivers.map((d) => d.userId))];
    if (driverIds.length) {
      // Names are never taken from the request: a driver is the company's user of type driver, active.
      const found = await runner.rows<Pick<SqlRow<typeof companyUsers>, 'id'>>(sql`
        select id from company_users
        where id in ${inList(driverIds)} and company_id = ${trip.companyId} and is_active
          and user_status in (${sql.join(DRIVER_USER_STATUSES.map((s) => sql`${s}`), sql`, `)})
          and user_type in (${sql.join(DRIVER_USER_TYPES.map((s) => sql`${s}`), sql`, `)})`);
      if (found.length !== driverIds.length) throw badRequest(MSG.tripOps.driverInvalid);
    }
  }
  let vehicleId: string | null | undefined;
  if (input.vehicle !== undefined) {
    vehicleId = input.vehicle?.id ?? null;
    if (vehicleId) {
      const [v] = await runner.rows<Pick<SqlRow<typeof vehicles>, 'id' | 'seat_count'> & { current: boolean; booked: number }>(sql`
        select v.id, v.seat_count, v.id is not distinct from t.vehicle_id as current,
          ${bookedCountOf('t', now)} as booked
        from vehicles v join trips t on t.id = ${trip.id}
        where v.id = ${vehicleId} and v.company_id = ${trip.companyId} and v.is_active`);
      if (!v) throw badRequest(MSG.tripOps.vehicleInvalid);
      // Only a change of vehicle is checked: the drivers of a trip whose vehicle was set before stay editable.
      if (!v.current && !vehicleFitsTrip({ seatCount: v.seat_count }, Number(v.booked))) {
        throw badRequest(MSG.tripOps.vehicleTooSmall(v.seat_count, Number(v.booked)));
      }
    }
  }
  await runner.rows(sql`
    update trips set
      driver_ids = ${driverIds === undefined ? sql`driver_ids` : textArray(driverIds)},
      vehicle_id = ${vehicleId === undefined ? sql`vehicle_id` : sql`${vehicleId}`}
    where id = ${trip.id}`);
}

async function settle(runner: SqlRunner, scope: OpsScope, trip: OpsTrip, now: number): Promise<void> {
  if (trip.isPartnerSettled) throw new HttpError(409, MSG.tripOps.alreadySettled);
  if (!isTripDeparted(trip, now)) throw badRequest(MSG.tripOps.settleNotDeparted);
  // Conditional on not being settled yet: two clerks settling at once, one wins and the other gets 409.
  const done = await runner.rows<Pick<SqlRow<typeof tripPartnerSettlements>, 'trip_id'>>(sql`
    insert into trip_partner_settlements (trip_id, partner_id, is_partner_settled, settled_at, settled_by)
    values (${trip.id}, ${scope.partnerId}, true, ${now}, ${scope.userId})
    on conflict (trip_id, partner_id) do update set is_partner_settled = true, settled_at = excluded.settled_at, settled_by = excluded.settled_by
      where not trip_partner_settlements.is_partner_settled
    returning trip_id`);
  if (!done.length) throw new HttpError(409, MSG.tripOps.alreadySettled);
}

async function readManagedTrip(database: SqlRunner, scope: OpsScope, tripId: string): Promise<TManageTripResponse> {
  const [row] = await database.rows<
    Pick<SqlRow<typeof trips>, 'id' | 'driver_ids' | 'vehicle_id'> & {
      /** array(…) of the drivers' names: never null. */
      driver_names: Array<SqlRow<typeof companyUsers>['name']>;
      /** Left joins: no vehicle, no settlement row of the agency give null. */
      number_plate: SqlRow<typeof vehicles>['number_plate'] | null;
      is_partner_settled: SqlRow<typeof tripPartnerSettlements>['is_partner_settled'] | null;
    }
  >(sql`
    select t.id, t.driver_ids,
      array(select cu.name from unnest(t.driver_ids) with ordinality d(id, n) join company_users cu on cu.id = d.id order by d.n) as driver_names,
      t.vehicle_id, v.number_plate, tps.is_partner_settled
    from trips t left join vehicles v on v.id = t.vehicle_id
    left join trip_partner_settlements tps on tps.trip_id = t.id and tps.partner_id = ${scope.partnerId}
    where t.id = ${tripId}`);
  return {
    tripId,
    driverIds: row?.driver_ids ?? [],
    driverNames: row?.driver_names ?? [],
    vehicleId: row?.vehicle_id ?? null,
    numberPlate: row?.number_plate ?? null,
    isPartnerSettled: row?.is_partner_settled ?? false,
  };
}
