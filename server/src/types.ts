import type { Database } from './db/database';
import type { PasswordHasher } from './lib/passwords';
import type { LoginThrottle } from './lib/login-throttle';
import type { Env } from './env';
import type { PartnerUsersRepository } from './repositories/partner-users-repository';
import type { PartnersRepository } from './repositories/partners-repository';
import type { SessionContext, SessionsRepository } from './repositories/sessions-repository';
import type { Realtime } from './plugins/realtime';

/** Who may call a route: anyone, any signed-in partner user, or an ADMIN of the partner. */
export type Policy = 'public' | 'partner' | 'admin';
/** Whose data a route touches: none, or the session's partner (ids of other partners answer 404). */
export type Tenant = 'none' | 'partner';

export interface RouteAccess {
  policy: Policy;
  tenant: Tenant;
}

export interface Repositories {
  sessions: SessionsRepository;
  partnerUsers: PartnerUsersRepository;
  partners: PartnersRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    database: Database;
    repos: Repositories;
    passwords: PasswordHasher;
    loginThrottle: { account: LoginThrottle; ip: LoginThrottle };
    realtime: Realtime;
    /** Every registered route with its access declaration (the policy test enumerates it). */
    routeAccess: Array<{ method: string; url: string; access: Partial<RouteAccess> | undefined }>;
  }
  interface FastifyRequest {
    session: SessionContext | null;
  }
  interface FastifyContextConfig {
    policy?: Policy;
    tenant?: Tenant;
  }
}
