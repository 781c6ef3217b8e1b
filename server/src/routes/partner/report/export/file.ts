import fs from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REPORT_EXPORT_FILE_PATH, XLSX_MEDIA_TYPE, ZReportExportJobRequest } from '@busdesk/api-contract';
import { unauthorized } from '../../../../lib/http-error';
import { PARTNER } from '../../../define-route';

/**
 * The finished file of one of the session user's exports (docs/adr/0074): xlsx bytes streamed from disk, not an
 * envelope (its errors are envelopes as usual: 404 for anyone else's job, 409 while it runs, 410 once gone).
 */
export async function reportExportFileRoute(app: FastifyInstance) {
  app.get(REPORT_EXPORT_FILE_PATH, { config: PARTNER, schema: { summary: "The xlsx file of a finished 'All rows' export", querystring: ZReportExportJobRequest } }, async (request: FastifyRequest, reply) => {
    if (!request.session) throw unauthorized();
    const { jobId } = request.query as { jobId: string };
    const file = app.reportExports.file(request.session, jobId);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .type(XLSX_MEDIA_TYPE)
      .send(fs.createReadStream(file.filePath));
  });
}
