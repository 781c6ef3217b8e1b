import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBankTerminalsRepository } from '../../repositories/bank-terminals-repository';
import { createCallsRepository } from '../../repositories/calls-repository';
import { createPartnerCompaniesRepository } from '../../repositories/partner-companies-repository';
import { createPartnerUsersRepository } from '../../repositories/partner-users-repository';
import { createPartnersRepository } from '../../repositories/partners-repository';
import { createPaymentEventsRepository } from '../../repositories/payment-events-repository';
import { createPaymentsRepository } from '../../repositories/payments-repository';
import { createSeatLocksRepository } from '../../repositories/seat-locks-repository';
import { createSessionsRepository } from '../../repositories/sessions-repository';
import { createTelecomRepository } from '../../repositories/telecom-repository';
import { createTicketsRepository } from '../../repositories/tickets-repository';
import { createTripsRepository } from '../../repositories/trips-repository';

/** The repositories, each created once over the database (STYLE #8: repositories as typed server properties). */
export const repositoriesPlugin = fp(
  async (app: FastifyInstance) => {
    const { database, env } = app;
    const { feed } = app.changes;
    app.decorate('repos', {
      sessions: createSessionsRepository(database, env.SESSION_TTL_HOURS * 3600 * 1000),
      partnerUsers: createPartnerUsersRepository(database),
      partners: createPartnersRepository(database),
      partnerCompanies: createPartnerCompaniesRepository(database),
      tickets: createTicketsRepository(database, feed),
      trips: createTripsRepository(database),
      seatLocks: createSeatLocksRepository(database, feed),
      payments: createPaymentsRepository(database),
      paymentEvents: createPaymentEventsRepository(database),
      telecom: createTelecomRepository(database),
      calls: createCallsRepository(database),
      bankTerminals: createBankTerminalsRepository(database),
    });
  },
  { name: 'repositories', dependencies: ['database', 'changes'] },
);
