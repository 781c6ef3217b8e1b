import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { apiPath } from '../paths';
import { ZRole } from '../enums/role-schema';

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
  name: z.string().trim().min(1).max(200),
  userName: z.string().trim().min(1).max(100),
  password: z.string().min(6).max(200),
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
 * never isActive, debtLimit, commission or routeIds; a password change revokes that user's other sessions.
 */
export const ZUpdatePartnerUserRequest = z.object({
  userId: z.string().min(1).max(100),
  name: z.string().trim().min(1).max(200).optional(),
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
