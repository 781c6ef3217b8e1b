import { settlementTripsEndpoint, type TSettlementTrip, type TSettlementTripsRequest } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** The agency's settled trips of a day and company (001 §7 'Settlement report calls'). */
export const listSettlementTrips = async (request: TSettlementTripsRequest): Promise<TSettlementTrip[]> =>
  (await callEndpoint(settlementTripsEndpoint, request)).trips;
