import { getReportExportEndpoint, type TReportExportJob } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** The progress of one of the user's exports. */
export function getReportExport(jobId: string): Promise<TReportExportJob> {
  return callEndpoint(getReportExportEndpoint, { jobId });
}
