import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPartnerCompaniesService } from '../../partners/partner-companies-service';
import { createPopularRoutesService } from '../../partners/popular-routes-service';

/** The agency's authorised companies, its child partners and its popular routes (000 §2.5, §2.6). */
export const partnerCompaniesPlugin = fp(
  async (app: FastifyInstance) => {
    const { repos } = app;
    app.decorate('partnerCompanies', createPartnerCompaniesService({ partnerCompanies: repos.partnerCompanies, changes: app.changes.feed }));
    app.decorate('popularRoutes', createPopularRoutesService({ database: app.database, partnerCompanies: repos.partnerCompanies }));
  },
  { name: 'partner-companies', dependencies: ['repositories', 'changes'] },
);
