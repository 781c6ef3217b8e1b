import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPartnersService } from '../../partners/partners-service';
import { createStaffService } from '../../partners/staff-service';

/** The agency's settings and its employees. */
export const partnersPlugin = fp(
  async (app: FastifyInstance) => {
    const { repos } = app;
    app.decorate('partners', createPartnersService({ partners: repos.partners, log: app.log }));
    app.decorate('staff', createStaffService({ partnerUsers: repos.partnerUsers, sessions: repos.sessions, passwords: app.passwords }));
  },
  { name: 'partners', dependencies: ['repositories'] },
);
