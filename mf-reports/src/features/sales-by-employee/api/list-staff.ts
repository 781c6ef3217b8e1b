import { listPartnerUsersEndpoint, type TPartnerUser } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** The agency's employees for the staff filter (002 §7 'List partner users'). */
export const listStaff = async (): Promise<TPartnerUser[]> => (await callEndpoint(listPartnerUsersEndpoint, {})).listPartnerUser;
