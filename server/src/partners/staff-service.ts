import type { z } from 'zod';
import { MSG, Role, type ZCreatePartnerUserRequest, type ZTopUpPartnerUserRequest, type ZUpdatePartnerUserRequest } from '@busdesk/api-contract';
import { badRequest, forbidden, HttpError, notFound, sqlState } from '../lib/http-error';
import { oneTimePassword, type PasswordHasher } from '../lib/passwords';
import { toPartnerUser, type PartnerUsersRepository } from '../repositories/partner-users-repository';
import type { PartnersRepository } from '../repositories/partners-repository';
import type { SessionContext, SessionsRepository } from '../repositories/sessions-repository';

export interface StaffDeps {
  partnerUsers: PartnerUsersRepository;
  sessions: SessionsRepository;
  partners: Pick<PartnersRepository, 'agencyRoutes'>;
  passwords: PasswordHasher;
  /**
   * Cuts the live connections (MQTT) of a user's sessions, but `exceptSessionId`'s: a revoked token must not keep
   * receiving events on a socket it opened before (000 §4: a locked user's sessions end at once).
   */
  endLiveSessions: (userId: string, exceptSessionId?: string) => void;
}

/** The agency's employees (000 §2.8, §4, §5, §6). */
export function createStaffService(deps: StaffDeps) {
  /** Every route given to an employee must be one of the agency's (partner_routes); another agency's id is refused. */
  async function checkRoutes(partnerId: string, routeIds: readonly string[] | undefined): Promise<void> {
    if (!routeIds?.length) return;
    const own = new Set((await deps.partners.agencyRoutes(partnerId)).map((r) => r.id));
    if (routeIds.some((id) => !own.has(id))) throw badRequest(MSG.employee.routeNotOwned, { field: 'routeIds' });
  }

  /** Ends a user's sessions: the tokens now (next API request refused), the live connections at once. */
  async function endSessions(userId: string, exceptSessionId?: string): Promise<void> {
    await deps.sessions.revokeAllOfUser(userId, exceptSessionId);
    deps.endLiveSessions(userId, exceptSessionId);
  }

  return {
    /**
     * An ADMIN's top-up of an employee of the agency (docs/adr/0070): one 'Nạp tiền' entry in the staff money ledger,
     * status SUCCESS (it is written only when it happened); an employee of another agency is 404.
     */
    async topUp(session: SessionContext, input: z.output<typeof ZTopUpPartnerUserRequest>, now: number = Date.now()) {
      const row = await deps.partnerUsers.insertTopUp(session.partnerId, {
        userId: input.userId,
        amount: input.amount,
        description: input.description,
        byUserId: session.userId,
        now,
      });
      if (!row) throw notFound();
      return { entry: { id: row.id, partnerUserId: row.partner_user_id, amount: row.amount, description: row.description, payDateInMillisec: row.pay_date } };
    },

    list: async (session: SessionContext) => ({ listPartnerUser: (await deps.partnerUsers.listByPartner(session.partnerId)).map(toPartnerUser) }),

    /** The agency's routes an ADMIN assigns to employees. */
    routes: async (session: SessionContext) => ({ routes: await deps.partners.agencyRoutes(session.partnerId) }),

    async create(session: SessionContext, input: z.output<typeof ZCreatePartnerUserRequest>) {
      await checkRoutes(session.partnerId, input.routeIds);
      try {
        const row = await deps.partnerUsers.create({
          partnerId: session.partnerId,
          name: input.name,
          username: input.userName.trim(),
          passwordHash: await deps.passwords.hash(input.password),
          // Only the two acting roles can be created; PARTNER/DRIVER are labels only.
          role: input.role === Role.ADMIN ? Role.ADMIN : Role.STAFF,
          debtLimit: input.debtLimit,
          commission: input.commission,
          routeIds: input.routeIds,
        });
        return { user: toPartnerUser(row) };
      } catch (err) {
        if (sqlState(err) === '23505') throw new HttpError(409, MSG.server.usernameTaken, { field: 'userName' });
        throw err;
      }
    },

    async update(session: SessionContext, input: z.output<typeof ZUpdatePartnerUserRequest>) {
      const isAdmin = session.role === Role.ADMIN;
      const isSelf = input.userId === session.userId;
      const target = await deps.partnerUsers.findInPartner(session.partnerId, input.userId);
      if (!target) throw notFound();
      if (!isAdmin) {
        // STAFF edits only their own row, and only name and password (000 §2.8, §6).
        if (!isSelf) throw forbidden();
        if (input.isActive !== undefined || input.debtLimit !== undefined || input.commission !== undefined || input.routeIds !== undefined) {
          throw forbidden();
        }
      }
      // Only STAFF users are locked/unlocked (000 §4); an ADMIN cannot lock themselves out either.
      if (input.isActive !== undefined && target.role !== Role.STAFF && input.isActive !== target.isActive) throw forbidden();
      // Debt limit and commission are edited only on an ADMIN's row (000 §5); the unchanged values may come along.
      const limitsChange =
        (input.debtLimit !== undefined && input.debtLimit !== target.debtLimit) || (input.commission !== undefined && input.commission !== target.commission);
      if (limitsChange && target.role !== Role.ADMIN) throw new HttpError(403, MSG.employee.limitsAdminOnly);
      await checkRoutes(session.partnerId, input.routeIds);
      const patch: Parameters<PartnerUsersRepository['update']>[2] = {};
      if (input.name !== undefined) patch.name = input.name;
      if (input.debtLimit !== undefined) patch.debtLimit = input.debtLimit;
      if (input.commission !== undefined) patch.commission = input.commission;
      if (input.routeIds !== undefined) patch.routeIds = input.routeIds;
      if (input.isActive !== undefined) patch.isActive = input.isActive;
      if (input.password !== undefined) {
        patch.passwordHash = await deps.passwords.hash(input.password);
        // A password set by its owner replaces a reset one; one set by an ADMIN for someone else does not.
        if (isSelf) patch.mustChangePassword = false;
      }
      const row = await deps.partnerUsers.update(session.partnerId, input.userId, patch);
      if (!row) throw notFound();
      // The changer keeps their own session; every other session of that user ends.
      if (input.password !== undefined) await endSessions(row.id, isSelf ? session.sessionId : undefined);
      if (input.isActive === false) await endSessions(row.id);
      return { user: toPartnerUser(row) };
    },

    /**
     * The ADMIN's reset (000 §2.8, ADR 0054): a one-time password from the CSPRNG, answered once and stored only as
     * its hash; every session of the user ends; the next sign-in must set a new password first.
     */
    async resetPassword(session: SessionContext, userId: string) {
      const target = await deps.partnerUsers.findInPartner(session.partnerId, userId);
      if (!target) throw notFound();
      const password = oneTimePassword();
      const row = await deps.partnerUsers.update(session.partnerId, userId, { passwordHash: await deps.passwords.hash(password), mustChangePassword: true });
      if (!row) throw notFound();
      await endSessions(row.id, row.id === session.userId ? session.sessionId : undefined);
      return { userId: row.id, oneTimePassword: password };
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
