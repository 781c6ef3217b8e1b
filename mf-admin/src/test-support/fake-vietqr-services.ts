import { MSG, normalizeBankTerminalForm, type TBankTerminal, type TGetBankTerminalResponse } from '@busdesk/api-contract';
import type { VietqrServices } from '../features/register-vietqr/vietqr-services';

/** Stories and component tests only: the bank terminal calls answered in memory; the OTP is always FAKE_OTP. */
export const FAKE_OTP = '246810';

export function bankTerminalFixture(over: Partial<TBankTerminal> = {}): TBankTerminal {
  return {
    bankAccountNumber: '0801234567890',
    bankAccountName: 'CONG TY CP BEN XE MIEN DONG',
    phoneNo: '0901234567',
    identityNumber: '079123456789',
    terminalId: 'MBQR00001234',
    status: 'success',
    createdDate: Date.UTC(2026, 10, 20, 2),
    updatedAt: null,
    ...over,
  };
}

export interface FakeVietqr extends VietqrServices {
  readonly state: TGetBankTerminalResponse;
  readonly calls: string[];
}

export function fakeVietqrServices(initial: TGetBankTerminalResponse = { terminal: null, pending: null }): FakeVietqr {
  const state: TGetBankTerminalResponse = { ...initial };
  const calls: string[] = [];
  let form: TBankTerminal | null = null;
  const request = (details: Parameters<VietqrServices['create']>[0]) => {
    const f = normalizeBankTerminalForm({ bankAccountNumber: details.bankAccountNumber ?? '', phoneNo: details.phoneNo ?? '', bankAccountName: details.bankAccountName ?? '', identityNumber: details.identityNumber ?? '' });
    form = bankTerminalFixture({ ...f, terminalId: null, status: 'verifying' });
    return `req-${calls.length}`;
  };
  return {
    state,
    calls,
    async get() {
      calls.push('get');
      return { ...state };
    },
    async create(details) {
      calls.push('create');
      if (state.terminal?.status === 'success') throw new Error(MSG.bankQr.activeExists);
      return { requestId: request(details) };
    },
    async update(details) {
      calls.push('update');
      const t = state.terminal;
      if (!t || t.status !== 'success') throw new Error(MSG.bankQr.noActive);
      if (details.bankAccountNumber === t.bankAccountNumber && details.phoneNo === t.phoneNo) return { requestId: null, terminalId: t.terminalId };
      return { requestId: request(details), terminalId: null };
    },
    async confirmOtp(_requestId, otp) {
      calls.push('confirmOtp');
      if (otp !== FAKE_OTP) throw new Error(MSG.bankQr.otpWrong(4));
      state.terminal = { ...(form ?? bankTerminalFixture()), terminalId: 'MBQR00009999', status: 'success' };
      state.pending = null;
      return { terminalId: 'MBQR00009999', status: 'success' };
    },
  };
}
