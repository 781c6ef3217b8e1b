import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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
import { registerEndpoint } from '../../lib/register-endpoint';
import type { SessionContext } from '../../repositories/sessions-repository';
import { authorisedRouteIds } from '../../sales/authorised-routes';
import { listCompanyUsers, listCompanyVehicles } from '../../trip-ops/company-resources';
import { listSettlementTrips, reportSale, tripSaleReport } from '../../trip-ops/settlement-report';
import { tripContract } from '../../trip-ops/trip-contract';
import { publishTripChanged } from '../../trip-ops/trip-events';
import { lockTrip } from '../../trip-ops/trip-lock';
import { manageTrip } from '../../trip-ops/trip-manage';
import type { OpsScope } from '../../trip-ops/trip-scope';

const access = { policy: 'partner', tenant: 'partner' } as const;

/** Trip lock, trip update, settlement, the contract page and the sales settlement report (issue 5). */
export const tripOperationsRoutes = fp(
  async (app: FastifyInstance) => {
    const db = app.database;
    const scopeOf = async (session: SessionContext): Promise<OpsScope> => ({
      partnerId: session.partnerId,
      userId: session.userId,
      userName: session.name,
      routeIds: await authorisedRouteIds(db, session),
    });

    registerEndpoint(app, lockTripEndpoint, access, async ({ input, session }) => {
      const result = await lockTrip(db, await scopeOf(session), input.tripId, input.lockType);
      await publishTripChanged(app, session.partnerId, result.tripId, { partnerLocks: result.partnerLocks });
      return result;
    });

    registerEndpoint(app, manageTripEndpoint, access, async ({ input, session }) => {
      const result = await manageTrip(db, await scopeOf(session), input);
      // Only what this call changed: a settlement does not re-announce the drivers to every seller.
      await publishTripChanged(app, session.partnerId, result.tripId, {
        ...(input.drivers !== undefined ? { driverIds: result.driverIds, driverNames: result.driverNames } : {}),
        ...(input.vehicle !== undefined ? { vehicleId: result.vehicleId, numberPlate: result.numberPlate } : {}),
        ...(input.isPartnerSettled ? { isPartnerSettled: result.isPartnerSettled } : {}),
      });
      return result;
    });

    registerEndpoint(app, userCompanyEndpoint, access, async ({ input, session }) => ({
      result: await listCompanyUsers(db, await scopeOf(session), input),
    }));

    registerEndpoint(app, searchVehicleEndpoint, access, async ({ input, session }) => ({
      vehicles: await listCompanyVehicles(db, await scopeOf(session), input),
    }));

    registerEndpoint(app, settlementTripsEndpoint, access, async ({ input, session }) => ({
      trips: await listSettlementTrips(db, await scopeOf(session), input),
    }));

    registerEndpoint(app, reportSaleEndpoint, access, async ({ input, session }) => reportSale(db, await scopeOf(session), input.tripIds));

    registerEndpoint(app, tripSaleReportEndpoint, access, async ({ input, session }) => tripSaleReport(db, await scopeOf(session), input.tripId));

    registerEndpoint(app, tripContractEndpoint, access, async ({ input, session }) => tripContract(db, await scopeOf(session), input.tripId));
  },
  { name: 'trip-operations-routes' },
);
