import { searchVehicleEndpoint } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** The company's vehicles a trip can be given. */
export const listCompanyVehicles = async (companyId: string) => (await callEndpoint(searchVehicleEndpoint, { companyId })).vehicles;
