import { cancelReportExportEndpoint, type TReportExportJob } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** Cancels one of the user's exports (the server stops its walk and deletes the file). */
export function cancelReportExport(jobId: string): Promise<TReportExportJob> {
  return callEndpoint(cancelReportExportEndpoint, { jobId });
}
