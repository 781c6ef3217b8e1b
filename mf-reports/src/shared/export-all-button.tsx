import type { TStartReportExportRequest } from '@busdesk/api-contract';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { ExportProgressDialog } from './export-progress-dialog';
import { REPORT_LABELS as L } from './report-labels';
import { reportExportApi, type ReportExportServices } from './report-export-services';
import { useReportExport } from './use-report-export';

export interface ExportAllButtonProps {
  /** The report and the filter on screen; null while no filter is applied (nothing to export). */
  request: TStartReportExportRequest | null;
  services?: ReportExportServices | undefined;
}

/**
 * 'Xuất tất cả' (docs/adr/0074): every row of the applied filter, written by the server into an xlsx with the
 * report's columns and its totals row, with the progress and 'Hủy' in a dialog, then downloaded.
 */
export function ExportAllButton({ request, services = reportExportApi }: ExportAllButtonProps) {
  const exporter = useReportExport(services);
  return (
    <>
      <Button variant="outlined" startIcon={<FileDownloadOutlined />} disabled={!request || exporter.open} onClick={() => request && void exporter.start(request)}>
        {L.exportAll}
      </Button>
      <ExportProgressDialog open={exporter.open} job={exporter.job} downloading={exporter.downloading} onCancel={() => void exporter.cancel()} />
    </>
  );
}
