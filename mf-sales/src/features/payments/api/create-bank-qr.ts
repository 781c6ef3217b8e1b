import { bankQrEndpoint, type EndpointCall } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** Makes a bank QR bill (VietQR) for the agency’s unpaid tickets of one company. */
export const createBankQr: EndpointCall<typeof bankQrEndpoint> = (request) => callEndpoint(bankQrEndpoint, request);
