import type { BankDriver } from './payment-drivers';
import { buildVietQrPayload } from './vietqr';

/**
 * The embedded bank: issues the VietQR itself (a real payload any banking app can pay) and leaves confirmation
 * to the simulator page, which signs and delivers the webhook over HTTP like a bank would.
 */
export function createLocalBankDriver(): BankDriver {
  return {
    kind: 'local',
    issueBill: async (bill) => ({
      payload: buildVietQrPayload({ bankBin: bill.bankBin, accountNumber: bill.accountNumber, amount: bill.amount, purpose: bill.billNumber }),
    }),
  };
}
