import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { apiPath } from '../paths';
import { ZRole } from '../enums/schemas';
import { MSG_EMPLOYEE } from '../messages/admin';
import { MSG_LEDGER } from '../messages/ledger';

const ZMoney = z.number().int().min(0).max(1_000_000_000_000);

/** Employee (partner user) of 000 §3; the password is write-only. */
export const ZPartnerUser = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  debtLimit: z.number().int(),
  currentDebt: z.number().int(),
  commission: z.number().int(),
  role: ZRole,
  isActive: z.boolean(),
  routeIds: z.array(z.string()),
  partnerId: z.string(),
});
export type TPartnerUser = z.infer<typeof ZPartnerUser>;
/** What a create or an update answers: the employee as saved. */
export const ZSavedPartnerUserResponse = z.object({ user: ZPartnerUser });

/** GET /v2/partner/list-user: the users of the session's own partner. */
export const ZListPartnerUsersRequest = z.object({}).passthrough();
export const ZListPartnerUsersResponse = z.object({ listPartnerUser: z.array(ZPartnerUser) });
export const listPartnerUsersEndpoint = defineEndpoint({
  method: 'GET',
  path: apiPath('/v2/partner/list-user'),
  client: 'v2',
  request: ZListPartnerUsersRequest,
  response: ZListPartnerUsersResponse,
  summary: "Employees of the session's partner",
});

/** POST /v2/partner/create-user-partner (ADMIN). Any partnerId sent is ignored: the user joins the session's partner. */
export const ZCreatePartnerUserRequest = z.object({
  name: z.string(MSG_EMPLOYEE.nameRequired).trim().min(1, MSG_EMPLOYEE.nameRequired).max(200),
  userName: z.string(MSG_EMPLOYEE.usernameRequired).trim().min(1, MSG_EMPLOYEE.usernameRequired).max(100),
  password: z.string(MSG_EMPLOYEE.passwordRequired).min(1, MSG_EMPLOYEE.passwordRequired).min(6, MSG_EMPLOYEE.passwordMin).max(200),
  debtLimit: ZMoney.optional(),
  commission: ZMoney.optional(),
  routeIds: z.array(z.string().max(100)).max(1000).optional(),
  role: ZRole.optional(),
});
export type TCreatePartnerUserRequest = z.infer<typeof ZCreatePartnerUserRequest>;
export const createPartnerUserEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/v2/partner/create-user-partner'),
  client: 'v2',
  request: ZCreatePartnerUserRequest,
  response: ZSavedPartnerUserResponse,
  summary: 'Create an employee (ADMIN)',
});

/**
 * POST /v2/partner/update-user with userId plus any of the fields. STAFF may update only their own row and
 * never isActive, debtLimit, commission or routeIds; debtLimit and commission change only on an ADMIN's row (000 §5);
 * the username never changes (a username sent is ignored); a password change revokes that user's other sessions.
 */
export const ZUpdatePartnerUserRequest = z.object({
  userId: z.string().min(1).max(100),
  name: z.string().trim().min(1, MSG_EMPLOYEE.nameRequired).max(200).optional(),
  debtLimit: ZMoney.optional(),
  commission: ZMoney.optional(),
  routeIds: z.array(z.string().max(100)).max(1000).optional(),
  isActive: z.boolean().optional(),
  password: z.string().min(6).max(200).optional(),
});
export type TUpdatePartnerUserRequest = z.infer<typeof ZUpdatePartnerUserRequest>;
export const updatePartnerUserEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/v2/partner/update-user'),
  client: 'v2',
  request: ZUpdatePartnerUserRequest,
  response: ZSavedPartnerUserResponse,
  summary: 'Update an employee (ADMIN; STAFF only their own name and password)',
});

/**
 * POST /v2/partner/reset-password (ADMIN; path chosen, ADR 0054): a one-time password for an employee of the agency,
 * drawn from a CSPRNG and answered once. Every session of that user ends; at the next sign-in they must set a new
 * password before anything else.
 */
export const ZResetPartnerUserPasswordRequest = z.object({ userId: z.string().min(1).max(100) });
export const ZResetPartnerUserPasswordResponse = z.object({ userId: z.string(), oneTimePassword: z.string() });
export const resetPartnerUserPasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/v2/partner/reset-password'),
  client: 'v2',
  request: ZResetPartnerUserPasswordRequest,
  response: ZResetPartnerUserPasswordResponse,
  summary: "Reset an employee's password to a one-time password shown once (ADMIN)",
});

/** An agency route as the employee dialog offers it (name and company). */
export const ZAgencyRoute = z.object({ id: z.string(), name: z.string(), companyId: z.string(), companyName: z.string() });
export type TAgencyRoute = z.infer<typeof ZAgencyRoute>;
/**
 * GET /v2/partner/agency-routes (ADMIN; path chosen: 000 §2.8 gives the routes to choose from, not their call): the
 * agency's routes, from which an employee's authorised routes are chosen.
 */
export const ZListAgencyRoutesRequest = z.object({}).passthrough();
export const ZListAgencyRoutesResponse = z.object({ routes: z.array(ZAgencyRoute) });
export const listAgencyRoutesEndpoint = defineEndpoint({
  method: 'GET',
  path: apiPath('/v2/partner/agency-routes'),
  client: 'v2',
  request: ZListAgencyRoutesRequest,
  response: ZListAgencyRoutesResponse,
  summary: "The agency's routes, to assign to employees (ADMIN)",
});

/**
 * POST /v2/partner/top-up-user (ADMIN; path chosen, docs/adr/0070): a top-up ('Nạp tiền') in the staff money ledger
 * for an employee of the agency; amount in whole đồng, > 0.
 */
export const ZTopUpPartnerUserRequest = z.object({
  userId: z.string().trim().min(1).max(100),
  amount: z
    .number(MSG_LEDGER.amountRequired)
    .int(MSG_LEDGER.amountInvalid)
    .positive(MSG_LEDGER.amountInvalid)
    .max(1_000_000_000_000, MSG_LEDGER.amountTooLarge),
  description: z.string(MSG_LEDGER.descriptionRequired).trim().min(1, MSG_LEDGER.descriptionRequired).max(500),
});
export type TTopUpPartnerUserRequest = z.infer<typeof ZTopUpPartnerUserRequest>;
export const ZTopUpPartnerUserResponse = z.object({
  entry: z.object({ id: z.string(), partnerUserId: z.string(), amount: z.number().int(), description: z.string(), payDateInMillisec: z.number().int() }),
});
export type TTopUpPartnerUserResponse = z.infer<typeof ZTopUpPartnerUserResponse>;
export const topUpPartnerUserEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/v2/partner/top-up-user'),
  client: 'v2',
  request: ZTopUpPartnerUserRequest,
  response: ZTopUpPartnerUserResponse,
  summary: 'Top up an employee of the agency in the staff money ledger (ADMIN)',
});
