import { updatePartnerCompaniesEndpoint, type TPartnerCompany, type TUpdatePartnerCompaniesRequest } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** Sets approval and/or usage of the chosen companies (000 §7.3 partnerCompanies); answers the links as saved. */
export async function updatePartnerCompanies(partnerCompanies: TUpdatePartnerCompaniesRequest['partnerCompanies']): Promise<TPartnerCompany[]> {
  return (await callEndpoint(updatePartnerCompaniesEndpoint, { partnerCompanies })).partnerCompanies;
}
