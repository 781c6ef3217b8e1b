import { searchCompanyV2Endpoint, type TCompanyOption } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** The companies of the user's routes for the company filter (000 §7.3: POST /v2/partner/search/company). */
export async function searchCompanies(): Promise<TCompanyOption[]> {
  return (await callEndpoint(searchCompanyV2Endpoint, {})).companies;
}
