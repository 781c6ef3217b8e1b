import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { apiPath } from '../paths';

/**
 * Bank QR terminal (002 §3): the agency's receiving account at MB Bank, registered with an OTP. `status` is new,
 * success, deny or delete, or any other value while verifying (bankTerminalStatusLabel reads it).
 */
export const ZBankTerminal = z.object({
  bankAccountNumber: z.string(),
  bankAccountName: z.string(),
  phoneNo: z.string(),
  /** Masked but for its last 3 digits to a STAFF user. */
  identityNumber: z.string(),
  terminalId: z.string().nullable(),
  status: z.string(),
  createdDate: z.number(),
  updatedAt: z.number().nullable(),
});
export type TBankTerminal = z.infer<typeof ZBankTerminal>;

/** A registration whose OTP is awaited: the OTP field shows again after a reload. */
export const ZBankTerminalPending = z.object({
  requestId: z.string(),
  /** The phone the OTP went to, masked ('090****567'). */
  phoneNo: z.string(),
  createdDate: z.number(),
  /** Until when the request may be confirmed. */
  expiresAt: z.number(),
});
export type TBankTerminalPending = z.infer<typeof ZBankTerminalPending>;

/** GET /api/v1/mb/terminal: the agency's terminal (the active one, else its latest registration) and a pending request. */
export const ZGetBankTerminalResponse = z.object({ terminal: ZBankTerminal.nullable(), pending: ZBankTerminalPending.nullable() });
export type TGetBankTerminalResponse = z.infer<typeof ZGetBankTerminalResponse>;
export const getBankTerminalEndpoint = defineEndpoint({
  method: 'GET',
  path: apiPath('api/v1/mb/terminal'),
  client: 'v1',
  request: z.object({}).passthrough(),
  response: ZGetBankTerminalResponse,
  summary: "The agency's bank QR terminal and its pending registration",
});

/**
 * The form (002 register-vietqr): sizes only here; the seed's messages (required fields, the mobile pattern) and
 * the number shapes are checked by the shared rule bankTerminalFormErrors on both sides.
 */
export const ZBankTerminalRequest = z.object({
  phoneNo: z.string().max(30).default(''),
  bankAccountNumber: z.string().max(40).default(''),
  bankAccountName: z.string().max(200).default(''),
  identityNumber: z.string().max(30).default(''),
});
export type TBankTerminalRequest = z.input<typeof ZBankTerminalRequest>;

/** POST /api/v1/mb/terminal (ADMIN): registers the agency's first terminal; the bank sends an OTP, we answer requestId. */
export const createBankTerminalEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('api/v1/mb/terminal'),
  client: 'v1',
  request: ZBankTerminalRequest,
  response: z.object({ requestId: z.string() }),
  summary: 'Register a bank QR terminal (ADMIN); an OTP goes to the phone',
});

/**
 * PUT /api/v1/mb/terminal (ADMIN, only with an active terminal): changes its details. The bank answers a requestId
 * (an OTP was sent), or a terminalId without one: the terminal is already verified with these details.
 */
export const ZUpdateBankTerminalResponse = z.object({ requestId: z.string().nullable(), terminalId: z.string().nullable() });
export const updateBankTerminalEndpoint = defineEndpoint({
  method: 'PUT',
  path: apiPath('api/v1/mb/terminal'),
  client: 'v1',
  request: ZBankTerminalRequest,
  response: ZUpdateBankTerminalResponse,
  summary: 'Update the active bank QR terminal (ADMIN)',
});

/** POST /api/v1/mb/terminal/otp {requestId, otpValue} (ADMIN): confirms the request; the bank answers terminalId. */
export const ZConfirmBankTerminalOtpRequest = z.object({ requestId: z.string().trim().min(1).max(100), otpValue: z.string().trim().max(20).default('') });
export const ZConfirmBankTerminalOtpResponse = z.object({ terminalId: z.string(), status: z.string() });
export const confirmBankTerminalOtpEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('api/v1/mb/terminal/otp'),
  client: 'v1',
  request: ZConfirmBankTerminalOtpRequest,
  response: ZConfirmBankTerminalOtpResponse,
  summary: 'Confirm a terminal registration with its OTP (ADMIN)',
});

/** GET /api/simulator/bank/sms (local bank only, ADMIN): the OTP messages the local bank sent to the agency. */
export const ZSimulatorSms = z.object({ phoneNumber: z.string(), content: z.string(), sendDate: z.number(), delivery: z.string().nullable() });
export type TSimulatorSms = z.infer<typeof ZSimulatorSms>;
export const simulatorSmsEndpoint = defineEndpoint({
  method: 'GET',
  path: apiPath('simulator/bank/sms'),
  client: 'v2',
  request: z.object({}).passthrough(),
  response: z.object({ messages: z.array(ZSimulatorSms) }),
  summary: "The local bank's OTP messages to the session agency (local bank driver only, ADMIN)",
});
