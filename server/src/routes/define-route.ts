import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '@busdesk/api-contract';
import type { Policy, RouteAccess } from '../plugins/decorations';
import { registerEndpoint, type EndpointContext } from './register-endpoint';

/** Who may call: anyone (tenant-free), any signed-in user of the agency, or its ADMIN. */
export const PUBLIC = { policy: 'public', tenant: 'none' } as const;
export const PARTNER = { policy: 'partner', tenant: 'partner' } as const;
export const ADMIN = { policy: 'admin', tenant: 'partner' } as const;
/** Any signed-in user, also while a reset password must still be changed (ADR 0054). */
export const PARTNER_DURING_PASSWORD_RESET = { policy: 'partner', tenant: 'partner', duringPasswordReset: true } as const;

/**
 * One route file = one endpoint of the contract: its access, and a handler that turns the validated request into
 * one service call (the services are the app's decorations, made by plugins/app/*).
 */
export function defineRoute<Req extends z.ZodType, Res extends z.ZodType, P extends Policy>(
  endpoint: Endpoint<Req, Res>,
  access: RouteAccess & { policy: P },
  handler: (ctx: EndpointContext<Req, P>, app: FastifyInstance) => Promise<z.input<Res>>,
): FastifyPluginAsync {
  return async (app) => registerEndpoint(app, endpoint, access, (ctx) => handler(ctx, app));
}
