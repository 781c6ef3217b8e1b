import type { FastifyInstance } from 'fastify';
import { loginEndpoint, logoutEndpoint, MSG } from '@busdesk/api-contract';
import { HttpError } from '../../../lib/http-error';
import { registerEndpoint } from '../../../lib/register-endpoint';

/**
 * Login answers 401 with one text for an unknown user, a wrong password and a locked account, so a caller
 * cannot probe which usernames exist; an unknown user still costs one argon2 verification.
 * 10 failures in 15 minutes for an account (or 30 from one address) answer 429 until the window moves on.
 */
export async function loginRoutes(app: FastifyInstance) {
  registerEndpoint(app, loginEndpoint, { policy: 'public', tenant: 'none' }, async ({ input, request }) => {
    const username = input.username.trim();
    const accountKey = username.toLowerCase();
    const ipKey = request.ip;
    if (app.loginThrottle.account.isBlocked(accountKey) || app.loginThrottle.ip.isBlocked(ipKey)) {
      throw new HttpError(429, MSG.server.tooManyLogins);
    }
    const user = await app.repos.partnerUsers.findByUsername(username);
    let ok = false;
    if (user) ok = await app.passwords.verify(user.passwordHash, input.password);
    else await app.passwords.verifyDummy(input.password);
    if (!user || !ok || !user.isActive) {
      app.loginThrottle.account.fail(accountKey);
      app.loginThrottle.ip.fail(ipKey);
      throw new HttpError(401, MSG.auth.loginFailed);
    }
    app.loginThrottle.account.reset(accountKey);
    const userAgent = request.headers['user-agent'];
    const token = await app.repos.sessions.create(user.id, { ip: request.ip, ...(userAgent ? { userAgent } : {}) });
    return { token };
  });

  registerEndpoint(app, logoutEndpoint, { policy: 'partner', tenant: 'none' }, async ({ session }) => {
    return { revoked: await app.repos.sessions.revoke(session.sessionId) };
  });
}
