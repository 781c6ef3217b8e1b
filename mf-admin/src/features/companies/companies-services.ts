import { listPartnerCompanies } from './api/list-partner-companies';
import { updatePartnerCompanies } from './api/update-partner-companies';

/** The screen's calls behind one interface, so stories run on a fake (test-support/fake-company-services.ts). */
export interface CompaniesServices {
  list: typeof listPartnerCompanies;
  update: typeof updatePartnerCompanies;
}

/** The real calls (api/, one file per operation). */
export const companiesApi: CompaniesServices = { list: listPartnerCompanies, update: updatePartnerCompanies };
