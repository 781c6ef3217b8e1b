import { searchCompanyEndpoint, type TCompanyOption } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** The agency's companies for the list's company filter (002 §7 'Companies search', every company: no key). */
export const listCompanies = async (): Promise<TCompanyOption[]> => (await callEndpoint(searchCompanyEndpoint, {})).companies;
