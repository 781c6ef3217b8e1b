import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createReportExportsService } from '../../reports/export/report-exports-service';

/** How often finished files past their time are deleted. */
const SWEEP_MS = 60_000;

/**
 * 'All rows' exports (docs/adr/0074): files under DATA_DIR/report-exports, emptied at start; running walks stop and
 * every file is deleted before the database closes.
 */
export const reportExportsPlugin = fp(
  async (app: FastifyInstance) => {
    const service = createReportExportsService({ reports: app.reports, dir: path.join(app.env.DATA_DIR, 'report-exports'), logger: app.log });
    app.decorate('reportExports', service);
    const timer = setInterval(() => service.sweep(), SWEEP_MS);
    timer.unref();
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await service.close();
    });
  },
  { name: 'report-exports', dependencies: ['reports'] },
);
