import { resolveRefundEndpoint, type EndpointCall } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** Marks a payment that needed a refund as dealt with. */
export const resolveRefundPayment: EndpointCall<typeof resolveRefundEndpoint> = (request) => callEndpoint(resolveRefundEndpoint, request);
