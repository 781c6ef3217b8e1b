import { simulatorAuthoriseEndpoint, type TSimulatorAuthoriseRequest, type TSimulatorAuthoriseResponse } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** Plays the company: the server signs its authorisation of the ADMIN's agency and sends it to the company API. */
export function simulateCompanyAuthorisation(request: TSimulatorAuthoriseRequest): Promise<TSimulatorAuthoriseResponse> {
  return callEndpoint(simulatorAuthoriseEndpoint, request);
}
