import { listPartnerUsersEndpoint, type TPartnerUser } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** The agency's employees (GET /v2/partner/list-user). */
export const listEmployees = async (): Promise<TPartnerUser[]> => (await callEndpoint(listPartnerUsersEndpoint, {})).listPartnerUser;
