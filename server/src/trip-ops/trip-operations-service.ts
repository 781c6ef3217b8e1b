import type { z } from 'zod';
import type { ZManageTripRequest, ZSearchVehicleRequest, ZSettlementTripsRequest, ZUserCompanyRequest } from '@busdesk/api-contract';
import type { ChangeFeed } from '../changes/change-feed';
import type { Database } from '../db/database';
import type { SessionContext } from '../repositories/sessions-repository';
import { authorisedRouteIds } from '../sales/authorised-routes';
import { listCompanyUsers, listCompanyVehicles } from './company-resources';
import { listSettlementTrips, reportSale, tripSaleReport } from './settlement-report';
import { tripContract } from './trip-contract';
import { lockTrip } from './trip-lock';
import { manageTrip } from './trip-manage';
import type { OpsScope } from './trip-scope';

/** Trip lock, trip update, settlement, the contract page and the sales settlement report (issue 5). */
export function createTripOperationsService(deps: { database: Database; changes: ChangeFeed }) {
  const { database } = deps;
  const scopeOf = async (session: SessionContext): Promise<OpsScope> => ({
    partnerId: session.partnerId,
    userId: session.userId,
    userName: session.name,
    routeIds: await authorisedRouteIds(database, session),
  });
  return {
    lock: async (session: SessionContext, tripId: string, lockType: 0 | 1) => lockTrip(deps.changes, await scopeOf(session), tripId, lockType),
    manage: async (session: SessionContext, input: z.output<typeof ZManageTripRequest>) => manageTrip(deps.changes, await scopeOf(session), input),
    companyUsers: async (session: SessionContext, input: z.output<typeof ZUserCompanyRequest>) => ({
      result: await listCompanyUsers(database, await scopeOf(session), input),
    }),
    vehicles: async (session: SessionContext, input: z.output<typeof ZSearchVehicleRequest>) => ({
      vehicles: await listCompanyVehicles(database, await scopeOf(session), input),
    }),
    settlementTrips: async (session: SessionContext, input: z.output<typeof ZSettlementTripsRequest>) => ({
      trips: await listSettlementTrips(database, await scopeOf(session), input),
    }),
    reportSale: async (session: SessionContext, tripIds: readonly string[]) => reportSale(database, await scopeOf(session), tripIds),
    tripSaleReport: async (session: SessionContext, tripId: string) => tripSaleReport(database, await scopeOf(session), tripId),
    contract: async (session: SessionContext, tripId: string) => tripContract(database, await scopeOf(session), tripId),
  };
}

export type TripOperationsService = ReturnType<typeof createTripOperationsService>;
