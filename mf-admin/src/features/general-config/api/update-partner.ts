import { updatePartnerEndpoint, type EndpointCall } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** Saves the general configuration (ADMIN): ticket-selling fields, auto-approval, transport fields. */
export const updatePartner: EndpointCall<typeof updatePartnerEndpoint> = (request) => callEndpoint(updatePartnerEndpoint, request);
