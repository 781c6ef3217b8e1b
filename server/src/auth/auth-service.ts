import { MSG, type TRole } from '@busdesk/api-contract';
import { HttpError, notFound } from '../lib/http-error';
import type { LoginThrottleStore } from '../lib/login-throttle';
import type { PasswordHasher } from '../lib/passwords';
import type { PartnerUsersRepository } from '../repositories/partner-users-repository';
import type { PartnersRepository } from '../repositories/partners-repository';
import type { SessionContext, SessionsRepository } from '../repositories/sessions-repository';

export interface AuthDeps {
  sessions: SessionsRepository;
  partnerUsers: PartnerUsersRepository;
  partners: PartnersRepository;
  passwords: PasswordHasher;
  throttle: { account: LoginThrottleStore; ip: LoginThrottleStore };
  /** Cuts the live connections of the user's other sessions (their tokens are revoked just before). */
  endLiveSessions: (userId: string, exceptSessionId?: string) => void;
}

/** Sign-in, sign-out, the signed-in user and their own password (000 §1, §2.10). */
export function createAuthService(deps: AuthDeps) {
  return {
    /**
     * One answer (401) for an unknown user, a wrong password and a locked account, so a caller cannot probe which
     * usernames exist; an unknown user still costs one argon2 verification. Too many failures for an account (or
     * from one address) answer 429 until the window moves on.
     */
    async login(input: { username: string; password: string }, client: { ip: string; userAgent?: string | undefined }) {
      const username = input.username.trim();
      const accountKey = username.toLowerCase();
      const [accountBlocked, ipBlocked] = await Promise.all([deps.throttle.account.isBlocked(accountKey), deps.throttle.ip.isBlocked(client.ip)]);
      if (accountBlocked || ipBlocked) throw new HttpError(429, MSG.server.tooManyLogins);
      const user = await deps.partnerUsers.findByUsername(username);
      let ok = false;
      if (user) ok = await deps.passwords.verify(user.passwordHash, input.password);
      else await deps.passwords.verifyDummy(input.password);
      if (!user || !ok || !user.isActive) {
        await Promise.all([deps.throttle.account.fail(accountKey), deps.throttle.ip.fail(client.ip)]);
        throw new HttpError(401, MSG.auth.loginFailed);
      }
      await deps.throttle.account.reset(accountKey);
      const token = await deps.sessions.create(user.id, { ip: client.ip, ...(client.userAgent ? { userAgent: client.userAgent } : {}) });
      // After an ADMIN's reset the shell asks for a new password before anything else (ADR 0054).
      return user.mustChangePassword ? { token, mustChangePassword: true } : { token };
    },

    logout: async (session: SessionContext) => ({ revoked: await deps.sessions.revoke(session.sessionId) }),

    /** The signed-in user with their agency (the shell's user info). */
    async viewUser(session: SessionContext) {
      const partner = await deps.partners.info(session.partnerId);
      if (!partner) throw notFound();
      return {
        user: {
          id: session.userId,
          name: session.name,
          username: session.username,
          role: session.role as TRole,
          partnerId: session.partnerId,
          routeIds: session.routeIds,
          companyId: session.companyId,
          partner: partner.info,
        },
      };
    },

    /** The user's own password; every other session of theirs ends. It also replaces a reset one (ADR 0054). */
    async changePassword(session: SessionContext, password: string) {
      const row = await deps.partnerUsers.update(session.partnerId, session.userId, { passwordHash: await deps.passwords.hash(password), mustChangePassword: false });
      if (!row) throw notFound();
      await deps.sessions.revokeAllOfUser(session.userId, session.sessionId);
      deps.endLiveSessions(session.userId, session.sessionId);
      return { updated: true };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
