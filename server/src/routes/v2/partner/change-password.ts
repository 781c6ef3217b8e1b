import type { FastifyInstance } from 'fastify';
import { changePasswordEndpoint } from '@busdesk/api-contract';
import { notFound } from '../../../lib/http-error';
import { registerEndpoint } from '../../../lib/register-endpoint';

export async function changePasswordRoutes(app: FastifyInstance) {
  registerEndpoint(app, changePasswordEndpoint, { policy: 'partner', tenant: 'partner' }, async ({ input, session }) => {
    const row = await app.repos.partnerUsers.update(session.partnerId, session.userId, { passwordHash: await app.passwords.hash(input.password) });
    if (!row) throw notFound();
    await app.repos.sessions.revokeAllOfUser(session.userId, session.sessionId);
    return { updated: true };
  });
}
