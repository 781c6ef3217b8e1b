import { subPartnersEndpoint, type TSubPartner } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** The agency's child stations (002 §7 'Sub-partners list'). */
export const listSubPartners = async (): Promise<TSubPartner[]> => (await callEndpoint(subPartnersEndpoint, {})).subPartners;
