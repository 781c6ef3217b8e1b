import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { topics } from '@busdesk/api-contract';
import { createCompanyLinksService } from '../../partners/company-links';
import { createPartnersService } from '../../partners/partners-service';
import { createStaffService } from '../../partners/staff-service';

/** The agency's settings, its employees and the companies' authorisations of it. */
export const partnersPlugin = fp(
  async (app: FastifyInstance) => {
    const { repos } = app;
    app.decorate(
      'partners',
      createPartnersService({
        partners: repos.partners,
        log: app.log,
        publishConfig: (event) => app.realtime.publish(topics.partnerConfig(event.partnerId), event),
      }),
    );
    app.decorate(
      'staff',
      createStaffService({
        partnerUsers: repos.partnerUsers,
        sessions: repos.sessions,
        partners: repos.partners,
        passwords: app.passwords,
        endLiveSessions: (userId, exceptSessionId) => app.realtime.disconnectUser(userId, exceptSessionId),
      }),
    );
    app.decorate('companyLinks', createCompanyLinksService({ changes: app.changes.feed }));
  },
  { name: 'partners', dependencies: ['repositories', 'realtime', 'changes'] },
);
