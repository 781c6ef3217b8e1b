import { reportSaleEndpoint, settlementTripsEndpoint, tripSaleReportEndpoint, type TSettlementTripsRequest } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** The settlement report's calls (001 §7 'Settlement report calls', 000 §7.4). */
export const listSettlementTrips = async (request: TSettlementTripsRequest) => (await callEndpoint(settlementTripsEndpoint, request)).trips;
export const fetchTripTotals = (tripIds: readonly string[]) => callEndpoint(reportSaleEndpoint, { tripIds: [...tripIds] });
export const fetchTripSaleReport = (tripId: string) => callEndpoint(tripSaleReportEndpoint, { tripId });
