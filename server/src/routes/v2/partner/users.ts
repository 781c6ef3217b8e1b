import type { FastifyInstance } from 'fastify';
import {
  createPartnerUserEndpoint,
  listPartnerUsersEndpoint,
  MSG,
  Role,
  updatePartnerUserEndpoint,
} from '@busdesk/api-contract';
import { forbidden, HttpError, notFound, sqlState } from '../../../lib/http-error';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { toPartnerUser } from '../../../repositories/partner-users-repository';

export async function partnerUserRoutes(app: FastifyInstance) {
  registerEndpoint(app, listPartnerUsersEndpoint, { policy: 'partner', tenant: 'partner' }, async ({ session }) => {
    const rows = await app.repos.partnerUsers.listByPartner(session.partnerId);
    return { listPartnerUser: rows.map(toPartnerUser) };
  });

  registerEndpoint(app, createPartnerUserEndpoint, { policy: 'admin', tenant: 'partner' }, async ({ input, session }) => {
    try {
      const row = await app.repos.partnerUsers.create({
        partnerId: session.partnerId,
        name: input.name,
        username: input.userName.trim(),
        passwordHash: await app.passwords.hash(input.password),
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
  });

  registerEndpoint(app, updatePartnerUserEndpoint, { policy: 'partner', tenant: 'partner' }, async ({ input, session }) => {
    const isAdmin = session.role === Role.ADMIN;
    const isSelf = input.userId === session.userId;
    const target = await app.repos.partnerUsers.findInPartner(session.partnerId, input.userId);
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
    const patch: Parameters<typeof app.repos.partnerUsers.update>[2] = {};
    if (input.name !== undefined) patch.name = input.name;
    if (input.debtLimit !== undefined) patch.debtLimit = input.debtLimit;
    if (input.commission !== undefined) patch.commission = input.commission;
    if (input.routeIds !== undefined) patch.routeIds = input.routeIds;
    if (input.isActive !== undefined) patch.isActive = input.isActive;
    if (input.password !== undefined) patch.passwordHash = await app.passwords.hash(input.password);
    const row = await app.repos.partnerUsers.update(session.partnerId, input.userId, patch);
    if (!row) throw notFound();
    if (input.password !== undefined) {
      // The changer keeps their own session; every other session of that user ends.
      await app.repos.sessions.revokeAllOfUser(row.id, isSelf ? session.sessionId : undefined);
    }
    if (input.isActive === false) await app.repos.sessions.revokeAllOfUser(row.id);
    return { user: toPartnerUser(row) };
  });
}
