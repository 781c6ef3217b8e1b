import type { z } from 'zod';
import { MSG, Role, type ZCreatePartnerUserRequest, type ZUpdatePartnerUserRequest } from '@busdesk/api-contract';
import { forbidden, HttpError, notFound, sqlState } from '../lib/http-error';
import type { PasswordHasher } from '../lib/passwords';
import { toPartnerUser, type PartnerUsersRepository } from '../repositories/partner-users-repository';
import type { SessionContext, SessionsRepository } from '../repositories/sessions-repository';

/** The agency's employees (000 §2.8, §4, §6). */
export function createStaffService(deps: { partnerUsers: PartnerUsersRepository; sessions: SessionsRepository; passwords: PasswordHasher }) {
  return {
    list: async (session: SessionContext) => ({ listPartnerUser: (await deps.partnerUsers.listByPartner(session.partnerId)).map(toPartnerUser) }),

    async create(session: SessionContext, input: z.output<typeof ZCreatePartnerUserRequest>) {
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
      const patch: Parameters<PartnerUsersRepository['update']>[2] = {};
      if (input.name !== undefined) patch.name = input.name;
      if (input.debtLimit !== undefined) patch.debtLimit = input.debtLimit;
      if (input.commission !== undefined) patch.commission = input.commission;
      if (input.routeIds !== undefined) patch.routeIds = input.routeIds;
      if (input.isActive !== undefined) patch.isActive = input.isActive;
      if (input.password !== undefined) patch.passwordHash = await deps.passwords.hash(input.password);
      const row = await deps.partnerUsers.update(session.partnerId, input.userId, patch);
      if (!row) throw notFound();
      if (input.password !== undefined) {
        // The changer keeps their own session; every other session of that user ends.
        await deps.sessions.revokeAllOfUser(row.id, isSelf ? session.sessionId : undefined);
      }
      if (input.isActive === false) await deps.sessions.revokeAllOfUser(row.id);
      return { user: toPartnerUser(row) };
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
