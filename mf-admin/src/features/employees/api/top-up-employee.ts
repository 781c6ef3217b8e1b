import { topUpPartnerUserEndpoint, type TTopUpPartnerUserRequest, type TTopUpPartnerUserResponse } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** A top-up ('Nạp tiền') of an employee in the staff money ledger (ADMIN; docs/adr/0070). */
export const topUpEmployee = async (request: TTopUpPartnerUserRequest): Promise<TTopUpPartnerUserResponse['entry']> =>
  (await callEndpoint(topUpPartnerUserEndpoint, request)).entry;
