import { confirmBankTerminalOtp } from './api/confirm-bank-terminal-otp';
import { createBankTerminal } from './api/create-bank-terminal';
import { getBankTerminal } from './api/get-bank-terminal';
import { updateBankTerminal } from './api/update-bank-terminal';

/** The screen's server calls behind one interface, so stories run on in-memory data. */
export interface VietqrServices {
  get: typeof getBankTerminal;
  create: typeof createBankTerminal;
  update: typeof updateBankTerminal;
  confirmOtp: typeof confirmBankTerminalOtp;
}

export const apiVietqrServices: VietqrServices = {
  get: getBankTerminal,
  create: createBankTerminal,
  update: updateBankTerminal,
  confirmOtp: confirmBankTerminalOtp,
};
