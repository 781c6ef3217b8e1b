import { bankQrBillEndpoint, type EndpointCall } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** A bill's state, read after a reconnect: its payment event may have been missed. */
export const getBankBill: EndpointCall<typeof bankQrBillEndpoint> = (request) => callEndpoint(bankQrBillEndpoint, request);
