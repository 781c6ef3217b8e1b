import { simulatorCompaniesEndpoint, type TSimulatorCompany } from '@busdesk/api-contract';
import { callEndpoint, isApiError } from '@busdesk/shared-kit';

/**
 * The companies of the network the demo's company simulator can play (docs/adr/0102), or null when the server has
 * no simulator (COMPANY_SYSTEMS=remote answers 404): the screen then offers none.
 */
export async function listSimulatorCompanies(): Promise<TSimulatorCompany[] | null> {
  try {
    return (await callEndpoint(simulatorCompaniesEndpoint, {})).companies;
  } catch (e) {
    if (isApiError(e) && e.code === 404) return null;
    throw e;
  }
}
