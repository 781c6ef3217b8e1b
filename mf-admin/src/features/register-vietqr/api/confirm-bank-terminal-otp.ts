import { confirmBankTerminalOtpEndpoint } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** Confirms the registration with its OTP; the bank answers the terminal. */
export function confirmBankTerminalOtp(requestId: string, otpValue: string): Promise<{ terminalId: string; status: string }> {
  return callEndpoint(confirmBankTerminalOtpEndpoint, { requestId, otpValue });
}
