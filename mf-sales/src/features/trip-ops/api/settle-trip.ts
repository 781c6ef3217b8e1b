import { manageTripEndpoint } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** Settles the trip for the agency (once, final): the same call as a trip update, with isPartnerSettled. */
export const settleTrip = (tripId: string) => callEndpoint(manageTripEndpoint, { tripId, isPartnerSettled: true });
