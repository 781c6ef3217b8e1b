import { createPartnerUserEndpoint, type TCreatePartnerUserRequest, type TPartnerUser } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** A new employee (ADMIN; POST /v2/partner/create-user-partner). */
export const createEmployee = async (request: TCreatePartnerUserRequest): Promise<TPartnerUser> => (await callEndpoint(createPartnerUserEndpoint, request)).user;
