import type { BankTerminalForm } from '@busdesk/api-contract';
import type { Env } from '../env';
import { createLocalTerminalDriver, type LocalTerminalOptions } from './local-terminal-driver';
import { createMbTerminalDriver } from './mb-terminal-driver';

/** What the bank registers: the form's four fields, normalised (rules/bank-terminal.ts). */
export type TerminalDetails = BankTerminalForm;

/** The bank's answer to a confirmed registration: the terminal and its status (new, success, deny, …). */
export interface ConfirmedTerminal {
  terminalId: string;
  status: string;
}

/**
 * Registration of an agency's bank QR terminal (002 register-vietqr): one interface, the local bank (embedded
 * default, OTP by our SMS driver) and the bank's API (ARCHITECTURE: provider drivers).
 */
export interface BankTerminalDriver {
  readonly kind: 'local' | 'provider';
  /** Starts a registration: the bank sends an OTP to details.phoneNo and answers the request's id. */
  register(partnerId: string, details: TerminalDetails): Promise<{ requestId: string }>;
  /**
   * Changes the active terminal's details: a request id (an OTP was sent), or the terminal id alone when the bank
   * holds these details verified already (002 §4: the user is told to contact staff).
   */
  update(partnerId: string, active: TerminalDetails & { terminalId: string }, details: TerminalDetails): Promise<{ requestId: string } | { terminalId: string }>;
  /** Confirms a request with the OTP the user typed. A refusal throws TerminalRefusal with the text to show. */
  confirm(partnerId: string, requestId: string, otpValue: string): Promise<ConfirmedTerminal>;
}

/** An OTP (and a request awaiting it) lives 5 minutes; 5 wrong OTPs end a request. */
export const OTP_TTL_MS = 5 * 60_000;
const OTP_MAX_ATTEMPTS = 5;

function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`Invalid environment: ${name} is required by the bank terminal driver`);
  return value;
}

/**
 * The terminal driver, chosen once from the environment: the bank's API when BANK_TERMINAL_URL is set, else the local
 * bank when the bank driver is local; null with a real bank but no terminal API (registration refused, not simulated).
 */
export function createTerminalDriver(
  env: Pick<Env, 'BANK_DRIVER' | 'BANK_TERMINAL_URL' | 'BANK_TERMINAL_CLIENT_ID' | 'BANK_TERMINAL_API_KEY'>,
  local: Omit<LocalTerminalOptions, 'otpTtlMs' | 'maxAttempts'>,
): BankTerminalDriver | null {
  if (env.BANK_TERMINAL_URL) {
    return createMbTerminalDriver({
      url: env.BANK_TERMINAL_URL,
      clientId: required(env.BANK_TERMINAL_CLIENT_ID, 'BANK_TERMINAL_CLIENT_ID'),
      apiKey: required(env.BANK_TERMINAL_API_KEY, 'BANK_TERMINAL_API_KEY'),
    });
  }
  if (env.BANK_DRIVER !== 'local') return null;
  return createLocalTerminalDriver({ ...local, otpTtlMs: OTP_TTL_MS, maxAttempts: OTP_MAX_ATTEMPTS });
}
