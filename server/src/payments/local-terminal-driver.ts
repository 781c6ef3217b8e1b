import { randomInt, randomUUID } from 'node:crypto';
import { MSG } from '@busdesk/api-contract';
import type { ChangeFeed } from '../changes/change-feed';
import type { PasswordHasher } from '../lib/passwords';
import { smsOutcomeColumns } from '../messaging/delivery';
import type { SmsDriver } from '../messaging/sms-drivers';
import type { BankTerminalsRepository } from '../repositories/bank-terminals-repository';
import { ProviderError } from './provider-error';
import type { BankTerminalDriver, TerminalDetails } from './terminal-drivers';
import { TerminalRefusal } from './terminal-refusal';

export interface LocalTerminalOptions {
  store: Pick<BankTerminalsRepository, 'insertOtp' | 'otp' | 'failedAttempt' | 'useOtp' | 'recordOtpSms'>;
  /** The OTP SMS is a message of the agency: recorded with its change, so the dashboard's figures follow. */
  changes: Pick<ChangeFeed, 'transaction'>;
  sms: SmsDriver;
  hasher: Pick<PasswordHasher, 'hash' | 'verify'>;
  now(): number;
  /** How long an OTP may be used. */
  otpTtlMs: number;
  /** Wrong OTPs allowed before the request is refused for good. */
  maxAttempts: number;
}

const sameDetails = (a: TerminalDetails, b: TerminalDetails) =>
  a.bankAccountNumber === b.bankAccountNumber && a.bankAccountName === b.bankAccountName && a.phoneNo === b.phoneNo && a.identityNumber === b.identityNumber;

/**
 * The embedded bank's terminal registration: the OTP is 6 digits from the CSPRNG, sent to the account holder's phone
 * through the SMS driver (the local one records it, 'recorded locally, not delivered', and the bank simulator page
 * shows it to the agency's ADMIN), kept only as an argon2id hash, valid for `otpTtlMs`, used once, and refused after
 * `maxAttempts` wrong tries. A confirmed terminal is active at once; its id is 'MBQR' + 8 random digits.
 */
export function createLocalTerminalDriver(opts: LocalTerminalOptions): BankTerminalDriver {
  async function register(partnerId: string, details: TerminalDetails) {
    const requestId = randomUUID();
    const otp = randomInt(0, 1_000_000).toString().padStart(6, '0');
    const now = opts.now();
    await opts.store.insertOtp({ requestId, partnerId, otpHash: await opts.hasher.hash(otp), expiresAt: now + opts.otpTtlMs });
    const outcome = await opts.sms.send({ phoneNumber: details.phoneNo, content: MSG.bankQr.otpSms(otp, Math.round(opts.otpTtlMs / 60_000)) });
    await opts.changes.transaction(async (tx, record) => {
      await opts.store.recordOtpSms(tx, { partnerId, phoneNumber: details.phoneNo, sendDate: now, ...smsOutcomeColumns(outcome) });
      await record({ kind: 'messages-recorded', partnerId, channels: ['sms'] });
    });
    if (outcome.delivery === 'failed') throw new ProviderError(`OTP SMS failed: ${outcome.messageError ?? ''}`);
    return { requestId };
  }
  return {
    kind: 'local',
    register,
    async update(partnerId, active, details) {
      if (sameDetails(active, details)) return { terminalId: active.terminalId };
      return register(partnerId, details);
    },
    async confirm(partnerId, requestId, otpValue) {
      const row = await opts.store.otp(partnerId, requestId);
      if (!row || row.usedAt !== null || opts.now() > row.expiresAt) throw new TerminalRefusal(MSG.bankQr.otpExpired);
      if (row.attempts >= opts.maxAttempts) throw new TerminalRefusal(MSG.bankQr.otpLocked);
      if (!(await opts.hasher.verify(row.otpHash, otpValue))) {
        const attempts = await opts.store.failedAttempt(requestId);
        throw new TerminalRefusal(attempts >= opts.maxAttempts ? MSG.bankQr.otpLocked : MSG.bankQr.otpWrong(opts.maxAttempts - attempts));
      }
      if (!(await opts.store.useOtp(requestId, opts.now()))) throw new TerminalRefusal(MSG.bankQr.otpExpired);
      return { terminalId: `MBQR${randomInt(0, 100_000_000).toString().padStart(8, '0')}`, status: 'success' };
    },
  };
}
