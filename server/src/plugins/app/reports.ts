import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadReportSecret } from '../../reports/report-secret';
import { createReportsService } from '../../reports/reports-service';

/** The reports (docs/adr/0062); their page-token key is read (or made, once per database) at start. */
export const reportsPlugin = fp(
  async (app: FastifyInstance) => {
    const tokenSecret = await loadReportSecret(app.database, app.env.REPORT_TOKEN_SECRET);
    app.decorate(
      'reports',
      createReportsService({
        database: app.database,
        changes: app.changes.feed,
        tokenSecret,
        messaging: app.messaging,
        collectionZns: { partnerId: app.env.COLLECTION_ZNS_PARTNER_ID ?? null, templateId: app.env.COLLECTION_ZNS_TEMPLATE_ID ?? null },
      }),
    );
  },
  { name: 'reports', dependencies: ['changes', 'messaging'] },
);
