import { updatePartnerUserEndpoint, type TPartnerUser, type TUpdatePartnerUserRequest } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** An employee's details, routes or lock (POST /v2/partner/update-user). */
export const updateEmployee = async (request: TUpdatePartnerUserRequest): Promise<TPartnerUser> => (await callEndpoint(updatePartnerUserEndpoint, request)).user;
