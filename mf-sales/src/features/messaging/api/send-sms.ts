import { sendSmsEndpoint, type EndpointCall } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** Sends an SMS of the chosen message type to the tickets. */
export const sendSms: EndpointCall<typeof sendSmsEndpoint> = (request) => callEndpoint(sendSmsEndpoint, request);
