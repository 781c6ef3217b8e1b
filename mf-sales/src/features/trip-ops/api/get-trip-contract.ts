import { tripContractEndpoint } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** The trip's contract page, built by the server as escaped HTML. */
export const getTripContract = (tripId: string) => callEndpoint(tripContractEndpoint, { tripId });
