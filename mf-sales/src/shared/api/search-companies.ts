import { searchCompanyEndpoint, type TCompanyOption } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** The companies the agency sells for (the trip search's and the settlement report's company filter). */
export const searchCompanies = async (): Promise<TCompanyOption[]> => (await callEndpoint(searchCompanyEndpoint, {})).companies;
