import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ZRole } from '../enums/schemas';
import { ADMIN_CONFIG_ADDRESS, CHANGE_PASSWORD_ADDRESS, LOGIN_ADDRESS, LOGOUT_ADDRESS, VIEW_USER_ADDRESS } from './shell-addresses';

/** POST /v2/partner/login (000 §7.2). The username is trimmed; the server answers the same for unknown user and wrong password. */
export const ZLoginRequest = z.object({
  username: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(200),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;
/**
 * mustChangePassword: the password was reset by an ADMIN (ADR 0054); the token then serves only to set a new password
 * (change-password) or to log out, until a new one is set.
 */
export const ZLoginResponse = z.object({ token: z.string(), mustChangePassword: z.boolean().optional() });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;
export const loginEndpoint = defineEndpoint({
  ...LOGIN_ADDRESS,
  request: ZLoginRequest,
  response: ZLoginResponse,
  summary: 'Sign in; answers an opaque session token',
});

export const ZPartnerInfo = z.object({
  id: z.string(),
  name: z.string(),
  /** The partner configuration JSON text (000 §3). */
  config: z.string(),
  code: z.string().nullable(),
  childrenPartnerId: z.array(z.string()),
  logo: z.string().nullable(),
  isAutoApproveRoutes: z.boolean(),
  parentId: z.string().nullable(),
  partnerType: z.string(),
});
export type TPartnerInfo = z.infer<typeof ZPartnerInfo>;

export const ZUserInfo = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  role: ZRole,
  partnerId: z.string(),
  routeIds: z.array(z.string()),
  companyId: z.string().nullable(),
  partner: ZPartnerInfo,
});
export type TUserInfo = z.infer<typeof ZUserInfo>;

/** POST /v2/partner/view: user info with the partner and its config JSON. */
export const ZViewUserRequest = z.object({}).passthrough();
export const ZViewUserResponse = z.object({ user: ZUserInfo });
export type TViewUserResponse = z.infer<typeof ZViewUserResponse>;
export const viewUserEndpoint = defineEndpoint({
  ...VIEW_USER_ADDRESS,
  request: ZViewUserRequest,
  response: ZViewUserResponse,
  summary: 'User info of the session, with its partner',
});

export const ZLogoutRequest = z.object({}).passthrough();
export const ZLogoutResponse = z.object({ revoked: z.boolean() });
export const logoutEndpoint = defineEndpoint({
  ...LOGOUT_ADDRESS,
  request: ZLogoutRequest,
  response: ZLogoutResponse,
  summary: 'Revoke the session token',
});

// path chosen: change own password (the shell may also use update-user with its own userId).
export const ZChangePasswordRequest = z.object({ password: z.string().min(6).max(200) });
export const ZChangePasswordResponse = z.object({ updated: z.boolean() });
export const changePasswordEndpoint = defineEndpoint({
  ...CHANGE_PASSWORD_ADDRESS,
  request: ZChangePasswordRequest,
  response: ZChangePasswordResponse,
  summary: 'Change the password of the signed-in user; other sessions of the user are revoked',
});

/** Admin configuration by admin domain: public, the login screen reads it before sign-in. */
export const ZAdminConfigRequest = z.object({ adminDomain: z.string().trim().max(253).optional() });
export const ZAdminConfig = z
  .object({ loginBackground: z.string().optional(), logo: z.string().optional(), title: z.string().optional() })
  .passthrough();
export type TAdminConfig = z.infer<typeof ZAdminConfig>;
export const ZAdminConfigResponse = z.object({ adminConfig: ZAdminConfig });
export const adminConfigEndpoint = defineEndpoint({
  ...ADMIN_CONFIG_ADDRESS,
  request: ZAdminConfigRequest,
  response: ZAdminConfigResponse,
  summary: 'Per-domain admin configuration (login background, logo)',
});
