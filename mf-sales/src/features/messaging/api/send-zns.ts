import { sendZnsEndpoint, type EndpointCall } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** Sends a Zalo ZNS of the chosen template to the tickets. */
export const sendZns: EndpointCall<typeof sendZnsEndpoint> = (request) => callEndpoint(sendZnsEndpoint, request);
