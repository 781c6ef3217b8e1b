import { selfUpdatePartnerEndpoint, type TPartnerInfo } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** Saves the partner config text; answers the updated partner. */
export const savePartnerConfig = async (config: string): Promise<TPartnerInfo> => (await callEndpoint(selfUpdatePartnerEndpoint, { config })).partner;
