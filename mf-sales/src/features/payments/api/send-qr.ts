import { sendQrEndpoint, type EndpointCall } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** Sends the QR to the customer by ZNS or SMS. */
export const sendQr: EndpointCall<typeof sendQrEndpoint> = (request) => callEndpoint(sendQrEndpoint, request);
