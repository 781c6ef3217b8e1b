import { telecomCompanyListEndpoint, type TTelecomCompany } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** The telecom companies a line may use. */
export async function listTelecomCompanies(): Promise<TTelecomCompany[]> {
  return (await callEndpoint(telecomCompanyListEndpoint, {})).result;
}
