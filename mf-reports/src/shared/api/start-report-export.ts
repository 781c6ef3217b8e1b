import { startReportExportEndpoint, type TReportExportJob, type TStartReportExportRequest } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** Starts an 'All rows' export of a report's filter (docs/adr/0074). */
export function startReportExport(request: TStartReportExportRequest): Promise<TReportExportJob> {
  return callEndpoint(startReportExportEndpoint, request);
}
