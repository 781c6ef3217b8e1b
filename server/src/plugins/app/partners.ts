import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { topics } from '@busdesk/api-contract';
import { createCompanyApiService } from '../../partners/company-api';
import { createCompanyLinksService } from '../../partners/company-links';
import { createCompanySimulator } from '../../partners/company-simulator';
import { createCompanyApiSecretsRepository } from '../../repositories/company-api-secrets-repository';
import { ownBaseUrl } from '../own-base-url';
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
    const companyLinks = createCompanyLinksService({ changes: app.changes.feed });
    app.decorate('companyLinks', companyLinks);
    const secrets = createCompanyApiSecretsRepository(app.database);
    app.decorate('companyApi', createCompanyApiService({ secrets, links: companyLinks, database: app.database, log: app.log, now: Date.now }));
    // With no company system in the embedded demo, an ADMIN may play one for its own agency (docs/adr/0102).
    const local = app.env.COMPANY_SYSTEMS === 'local';
    if (local) app.log.warn('company systems: local — an ADMIN can authorise its own agency as any company (company simulator); set COMPANY_SYSTEMS=remote in production');
    app.decorate('companySimulator', local ? createCompanySimulator({ secrets, database: app.database, baseUrl: () => ownBaseUrl(app), now: Date.now }) : null);
  },
  { name: 'partners', dependencies: ['repositories', 'realtime', 'changes'] },
);
