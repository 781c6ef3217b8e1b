import { userCompanyEndpoint } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** The company's drivers with the seed's defaults: listUserType [2], statuses 1, 3, 4, count 1000. */
export const listCompanyDrivers = async (companyId: string) => (await callEndpoint(userCompanyEndpoint, { companyId })).result;
