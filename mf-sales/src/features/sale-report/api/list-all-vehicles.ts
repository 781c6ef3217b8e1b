import { searchVehicleEndpoint, type TVehicleOption } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** Every vehicle of the company, inactive ones too: a settled trip may have run with one (the plate filter). */
export const listAllVehicles = async (companyId: string): Promise<TVehicleOption[]> =>
  (await callEndpoint(searchVehicleEndpoint, { companyId, isGetAll: true })).vehicles;
