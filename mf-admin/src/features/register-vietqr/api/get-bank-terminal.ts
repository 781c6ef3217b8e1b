import { getBankTerminalEndpoint, type TGetBankTerminalResponse } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** The agency's terminal and its pending registration. */
export function getBankTerminal(): Promise<TGetBankTerminalResponse> {
  return callEndpoint(getBankTerminalEndpoint, {});
}
