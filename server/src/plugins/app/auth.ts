import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAuthService } from '../../auth/auth-service';
import { LoginThrottle, type LoginThrottleStore } from '../../lib/login-throttle';
import { RedisLoginThrottle } from '../../lib/redis-login-throttle';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * Sign-in and the session's own account (the policy plugin resolves sessions on every request). The login throttle
 * counts in this process alone, or, in a cluster (REDIS_URL), in Redis for every instance (docs/adr/0096).
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const { repos, env, redis } = app;
    const throttle = (scope: string, max: number): LoginThrottleStore => {
      const local = new LoginThrottle(max, FIFTEEN_MINUTES);
      return redis ? new RedisLoginThrottle(redis, scope, max, FIFTEEN_MINUTES, local, app.log) : local;
    };
    app.decorate(
      'auth',
      createAuthService({
        sessions: repos.sessions,
        partnerUsers: repos.partnerUsers,
        partners: repos.partners,
        passwords: app.passwords,
        throttle: { account: throttle('account', env.LOGIN_MAX_FAILURES_ACCOUNT), ip: throttle('ip', env.LOGIN_MAX_FAILURES_IP) },
        endLiveSessions: (userId, exceptSessionId) => app.realtime.disconnectUser(userId, exceptSessionId),
      }),
    );
  },
  { name: 'auth', dependencies: ['repositories', 'realtime', 'redis'] },
);
