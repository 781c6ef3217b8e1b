import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTelecomLinesService } from '../../telephony/telecom-lines-service';

/** The agencies' extension lines and the telecom companies (000 §2.9); the softphone itself is a later issue. */
export const telephonyPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('telecomLines', createTelecomLinesService({ telecom: app.repos.telecom }));
  },
  { name: 'telephony', dependencies: ['repositories'] },
);
