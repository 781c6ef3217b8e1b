import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAuthService } from '../../auth/auth-service';
import { LoginThrottle } from '../../lib/login-throttle';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** Sign-in and the session's own account (the policy plugin resolves sessions on every request). */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const { repos, env } = app;
    app.decorate(
      'auth',
      createAuthService({
        sessions: repos.sessions,
        partnerUsers: repos.partnerUsers,
        partners: repos.partners,
        passwords: app.passwords,
        throttle: {
          account: new LoginThrottle(env.LOGIN_MAX_FAILURES_ACCOUNT, FIFTEEN_MINUTES),
          ip: new LoginThrottle(env.LOGIN_MAX_FAILURES_IP, FIFTEEN_MINUTES),
        },
        endLiveSessions: (userId, exceptSessionId) => app.realtime.disconnectUser(userId, exceptSessionId),
      }),
    );
  },
  { name: 'auth', dependencies: ['repositories', 'realtime'] },
);
