import { updateBankTerminalEndpoint, type TBankTerminalRequest } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** Changes the active terminal: a requestId (OTP sent) or a terminalId alone (already verified). */
export function updateBankTerminal(form: TBankTerminalRequest): Promise<{ requestId: string | null; terminalId: string | null }> {
  return callEndpoint(updateBankTerminalEndpoint, form);
}
