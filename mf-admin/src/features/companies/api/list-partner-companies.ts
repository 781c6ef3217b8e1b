import { listPartnerCompaniesEndpoint, type TListPartnerCompaniesRequest, type TListPartnerCompaniesResponse } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** One page of the agency's authorised companies (000 §7.3: current, pageSize, keyword, isNotUsingAv, filter.approvedStatus, sort 'id.asc'). */
export function listPartnerCompanies(request: TListPartnerCompaniesRequest): Promise<TListPartnerCompaniesResponse> {
  return callEndpoint(listPartnerCompaniesEndpoint, request);
}
