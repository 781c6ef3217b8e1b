import { createBankTerminalEndpoint, type TBankTerminalRequest } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** Registers the agency's first terminal; the bank answers a requestId and sends an OTP. */
export function createBankTerminal(form: TBankTerminalRequest): Promise<{ requestId: string }> {
  return callEndpoint(createBankTerminalEndpoint, form);
}
