import { cancelDetailsEndpoint, type EndpointCall } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** What cancelling the tickets would cost: each ticket's fee and refund. */
export const getCancelDetails: EndpointCall<typeof cancelDetailsEndpoint> = (request) => callEndpoint(cancelDetailsEndpoint, request);
