import { walletQrEndpoint, type EndpointCall } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** Makes a MoMo wallet QR order for the tickets. */
export const createWalletQr: EndpointCall<typeof walletQrEndpoint> = (request) => callEndpoint(walletQrEndpoint, request);
