import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  customerSearchEndpoint,
  lockSeatEndpoint,
  MSG,
  surchargeListEndpoint,
  tripTicketsEndpoint,
  viewTripEndpoint,
} from '@busdesk/api-contract';
import { badRequest, notFound } from '../../lib/http-error';
import { registerEndpoint } from '../../lib/register-endpoint';
import type { SessionContext } from '../../repositories/sessions-repository';
import { authorisedRouteIds } from '../../sales/authorised-routes';
import { searchCustomers } from '../../sales/search-customers';
import { authorisedCompanyIds } from '../../sales/search-lookups';
import { findNulField } from '../../sales/search-text';
import { activeSeatLocks, lockSeats, publishSeatLocks, startSeatLockSweeper } from '../../sales/seat-locks';
import { assertTripInScope, loadTripDetail, loadTripOccupancy, loadTripPoints, type TripScope } from '../../sales/trip-detail';
import { listSurcharges } from '../../sales/trip-surcharges';

const access = { policy: 'partner', tenant: 'partner' } as const;

/**
 * Trip detail, trip tickets, seat locks, surcharges, customer search. Not encapsulated (fastify-plugin) so
 * the seat-lock clock and sweep are on the app itself, where tests and the booking code reach them.
 */
export const salesTripRoutes = fp(
  async (app: FastifyInstance) => {
    const db = app.database;
    const seatLocks = startSeatLockSweeper(app);
    app.decorate('seatLocks', seatLocks);

    const scopeOf = async (session: SessionContext): Promise<TripScope> => ({
      partnerId: session.partnerId,
      routeIds: await authorisedRouteIds(db, session),
      now: seatLocks.now(),
    });
    const refuseNul = (input: Record<string, unknown>) => {
      const nul = findNulField(input);
      if (nul) throw badRequest(MSG.server.invalidField(nul));
    };

    registerEndpoint(app, viewTripEndpoint, access, async ({ input, session }) => {
      refuseNul(input);
      const scope = await scopeOf(session);
      const trip = await loadTripDetail(db, scope, input.tripId);
      const [points, occupancy, locks] = [
        await loadTripPoints(db, trip),
        await loadTripOccupancy(db, scope, trip.tripId),
        await activeSeatLocks(db, trip.tripId, scope.now),
      ];
      return { trip, points, ...occupancy, seatLocks: locks, serverTime: scope.now };
    });

    registerEndpoint(app, tripTicketsEndpoint, access, async ({ input, session }) => {
      refuseNul(input);
      const scope = await scopeOf(session);
      await assertTripInScope(db, scope, input.id);
      return loadTripOccupancy(db, scope, input.id);
    });

    registerEndpoint(app, lockSeatEndpoint, access, async ({ input, session }) => {
      refuseNul(input);
      const scope = await scopeOf(session);
      await assertTripInScope(db, scope, input.tripId);
      const result = await lockSeats(db, { tripId: input.tripId, userId: session.userId, partnerId: session.partnerId }, input.seatIds, scope.now);
      await publishSeatLocks(app, input.tripId, scope.now);
      return { ...result, serverTime: scope.now };
    });

    registerEndpoint(app, surchargeListEndpoint, access, async ({ input, session }) => {
      refuseNul(input);
      const companies = await authorisedCompanyIds(db, await authorisedRouteIds(db, session));
      if (!companies.includes(input.companyId)) throw notFound();
      return { surchargeCategories: await listSurcharges(db, input.companyId, input) };
    });

    registerEndpoint(app, customerSearchEndpoint, access, async ({ input, session }) => {
      refuseNul(input);
      return { result: await searchCustomers(db, session.partnerId, input) };
    });
  },
  { name: 'sales-trip-routes' },
);
