import type { z } from 'zod';
import {
  bankTerminalFormErrors,
  MSG,
  normalizeBankTerminalForm,
  Role,
  type TBankTerminal,
  type TGetBankTerminalResponse,
  type ZBankTerminalRequest,
  type ZConfirmBankTerminalOtpRequest,
} from '@busdesk/api-contract';
import { badRequest, HttpError, notFound, sqlState } from '../lib/http-error';
import type { Logger } from '../lib/logger';
import { VERIFYING, type BankTerminalRow, type BankTerminalsRepository } from '../repositories/bank-terminals-repository';
import type { SessionContext } from '../repositories/sessions-repository';
import { ProviderError } from './provider-error';
import type { BankTerminalDriver, TerminalDetails } from './terminal-drivers';
import { TerminalRefusal } from './terminal-refusal';

export interface BankTerminalsDeps {
  terminals: BankTerminalsRepository;
  /** null: a real bank is configured for bills but no terminal API (BANK_TERMINAL_URL): registration is refused. */
  driver: BankTerminalDriver | null;
  log: Logger;
  now(): number;
  /** How long a request waits for its OTP (the local bank's OTP lifetime too). */
  otpTtlMs: number;
}

/** Registrations an agency may request in REQUEST_WINDOW_MS (each sends an SMS that costs money). */
export const MAX_REQUESTS = 5;
export const REQUEST_WINDOW_MS = 15 * 60_000;

/** '079123456789' → '*********789' (all but the last `keep` characters hidden). */
const mask = (text: string, keep = 3) => (text.length <= keep ? text : '*'.repeat(text.length - keep) + text.slice(-keep));
/** '0901234567' → '090****567'. */
const maskPhone = (phone: string) => (phone.length < 7 ? phone : `${phone.slice(0, 3)}${'*'.repeat(phone.length - 6)}${phone.slice(-3)}`);

/**
 * Bank QR terminal registration (002 register-vietqr; docs/adr/0057): the ADMIN submits the account holder's details,
 * the bank sends an OTP to the phone, the OTP confirms and the bank answers the terminal. Create only when the agency
 * has no active terminal, update only when it has one. A STAFF user reads the status with the numbers masked.
 */
export function createBankTerminalsService(deps: BankTerminalsDeps) {
  const toTerminal = (row: BankTerminalRow, session: SessionContext): TBankTerminal => {
    const staff = session.role !== Role.ADMIN;
    return {
      bankAccountNumber: staff ? mask(row.bankAccountNumber, 4) : row.bankAccountNumber,
      bankAccountName: row.bankAccountName,
      phoneNo: staff ? maskPhone(row.phoneNo) : row.phoneNo,
      identityNumber: staff ? mask(row.identityNumber) : row.identityNumber,
      terminalId: row.terminalId,
      status: row.status,
      createdDate: row.createdDate,
      updatedAt: row.updatedAt ?? null,
    };
  };

  const driver = (): BankTerminalDriver => {
    if (!deps.driver) throw new HttpError(503, MSG.bankQr.bankFailed);
    return deps.driver;
  };

  /** The form checked with the seed's messages (the first one found answers 400), trimmed and normalised. */
  function details(input: z.output<typeof ZBankTerminalRequest>): TerminalDetails {
    const fields = Object.entries(bankTerminalFormErrors(input)).map(([path, message]) => ({ path, message }));
    if (fields[0]) throw badRequest(fields[0].message, { field: fields[0].path, fields });
    return normalizeBankTerminalForm(input);
  }

  async function limitRequests(partnerId: string) {
    if ((await deps.terminals.requestsSince(partnerId, deps.now() - REQUEST_WINDOW_MS)) >= MAX_REQUESTS) throw new HttpError(429, MSG.bankQr.tooManyRequests);
  }

  /** Runs a bank call: a refusal is the user's 400 with the bank's text, a failure a 502 'Ngân hàng không phản hồi'. */
  async function atBank<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      if (err instanceof TerminalRefusal) throw badRequest(err.message);
      if (err instanceof ProviderError) {
        deps.log.warn({ err }, 'bank terminal provider failed');
        throw new HttpError(502, MSG.bankQr.bankFailed);
      }
      throw err;
    }
  }

  const newRequest = (partnerId: string, form: TerminalDetails, requestId: string) =>
    deps.terminals.insertRequest({ partnerId, ...form, requestId, status: VERIFYING, createdDate: deps.now() });

  return {
    driverKind: () => deps.driver?.kind ?? null,

    async get(session: SessionContext): Promise<TGetBankTerminalResponse> {
      const { partnerId } = session;
      const terminal = (await deps.terminals.active(partnerId)) ?? (await deps.terminals.latestSettled(partnerId));
      const pending = await deps.terminals.pending(partnerId, deps.now() - deps.otpTtlMs);
      return {
        terminal: terminal ? toTerminal(terminal, session) : null,
        pending: pending?.requestId
          ? { requestId: pending.requestId, phoneNo: maskPhone(pending.phoneNo), createdDate: pending.createdDate, expiresAt: pending.createdDate + deps.otpTtlMs }
          : null,
      };
    },

    async create(session: SessionContext, input: z.output<typeof ZBankTerminalRequest>) {
      const form = details(input);
      if (await deps.terminals.active(session.partnerId)) throw new HttpError(409, MSG.bankQr.activeExists);
      await limitRequests(session.partnerId);
      const { requestId } = await atBank(() => driver().register(session.partnerId, form));
      await newRequest(session.partnerId, form, requestId);
      return { requestId };
    },

    async update(session: SessionContext, input: z.output<typeof ZBankTerminalRequest>) {
      const form = details(input);
      const active = await deps.terminals.active(session.partnerId);
      if (!active?.terminalId) throw new HttpError(409, MSG.bankQr.noActive);
      await limitRequests(session.partnerId);
      const terminalId = active.terminalId;
      const answer = await atBank(() => driver().update(session.partnerId, { ...active, terminalId }, form));
      if (!('requestId' in answer)) return { requestId: null, terminalId: answer.terminalId };
      await newRequest(session.partnerId, form, answer.requestId);
      return { requestId: answer.requestId, terminalId: null };
    },

    async confirmOtp(session: SessionContext, input: z.output<typeof ZConfirmBankTerminalOtpRequest>) {
      if (!input.otpValue) throw badRequest(MSG.bankQr.otpRequired);
      const request = await deps.terminals.byRequest(session.partnerId, input.requestId);
      if (!request) throw notFound();
      if (request.status !== VERIFYING) throw badRequest(MSG.bankQr.otpExpired);
      const confirmed = await atBank(() => driver().confirm(session.partnerId, input.requestId, input.otpValue));
      try {
        await deps.terminals.settle(request.id, session.partnerId, confirmed, deps.now());
      } catch (err) {
        // Two requests confirmed at the same instant: the active-terminal index lets one win; the other retries.
        if (sqlState(err) === '23505') throw new HttpError(409, MSG.bankQr.activeExists);
        throw err;
      }
      return confirmed;
    },

    /** The local bank simulator's list of the OTP messages it sent to the agency. */
    async simulatorMessages(session: SessionContext) {
      return { messages: await deps.terminals.otpMessages(session.partnerId) };
    },
  };
}

export type BankTerminalsService = ReturnType<typeof createBankTerminalsService>;
