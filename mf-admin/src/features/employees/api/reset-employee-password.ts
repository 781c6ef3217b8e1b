import { resetPartnerUserPasswordEndpoint } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** The employee's one-time password, answered once (ADMIN; ADR 0054). */
export const resetEmployeePassword = async (userId: string): Promise<string> => (await callEndpoint(resetPartnerUserPasswordEndpoint, { userId })).oneTimePassword;
