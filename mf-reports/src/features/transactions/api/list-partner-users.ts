import { listPartnerUsersEndpoint, type TPartnerUser } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** The staff selector's choices (002 §7 'List partner users' → results.listPartnerUser). */
export const listPartnerUsers = async (): Promise<TPartnerUser[]> => (await callEndpoint(listPartnerUsersEndpoint, {})).listPartnerUser;
