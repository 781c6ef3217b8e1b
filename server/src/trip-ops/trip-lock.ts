import { sql } from 'drizzle-orm';
import type { ChangeFeed } from '../changes/change-feed';
import type { SqlRow } from '../db/row-types';
import type { trips } from '../db/schema/index';
import { fromJson, inList, txRunner } from '../db/sql';
import { notFound } from '../lib/http-error';
import type { OpsScope } from './trip-scope';

/**
 * Writes the agency's own entry of trips.partnerLocks (001 §4: lockType 1 lock, 0 unlock) and keeps every other
 * agency's entry as it is. One UPDATE: PostgreSQL re-evaluates the SET on the latest row version after a row-lock
 * wait, so two agencies locking the same trip at once both keep their entries. The booking path reads this entry
 * (sales/booking-rules.ts assertTripOpenForSale) and refuses the agency's bookings while it is 1.
 */
export async function lockTrip(changes: ChangeFeed, scope: OpsScope, tripId: string, lockType: 0 | 1, now: number = Date.now()) {
  if (scope.routeIds.length === 0) throw notFound();
  const entry = JSON.stringify({ partnerId: scope.partnerId, lockType, updatedAt: now });
  return changes.transaction(async (tx, record) => {
    const [row] = await txRunner(tx).rows<Pick<SqlRow<typeof trips>, 'id' | 'partner_locks'>>(sql`
      update trips set partner_locks = coalesce(
          (select jsonb_agg(e) from jsonb_array_elements(partner_locks) e where e->>'partnerId' is distinct from ${scope.partnerId}),
          '[]'::jsonb) || jsonb_build_array(${entry}::jsonb)
      where id = ${tripId} and route_id in ${inList(scope.routeIds)}
      returning id, partner_locks`);
    if (!row) throw notFound();
    const locks = fromJson<SqlRow<typeof trips>['partner_locks']>(row.partner_locks);
    const result = {
      tripId: row.id,
      partnerLocks: locks.filter((l) => l.partnerId === scope.partnerId).map((l) => ({ partnerId: l.partnerId, lockType: l.lockType })),
    };
    await record({ kind: 'trip', partnerId: scope.partnerId, tripId: result.tripId, trip: { partnerLocks: result.partnerLocks } });
    return result;
  });
}
