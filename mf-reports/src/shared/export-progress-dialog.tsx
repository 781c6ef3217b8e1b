import type { TReportExportJob } from '@busdesk/api-contract';
import { formatNumber } from '@busdesk/shared-kit';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { REPORT_LABELS as L } from './report-labels';

export interface ExportProgressDialogProps {
  open: boolean;
  /** The job as last read; null until the server has answered the start. */
  job: TReportExportJob | null;
  /** The file is written and is being downloaded. */
  downloading: boolean;
  onCancel: () => void;
}

/**
 * The progress of an 'All rows' export (docs/adr/0074): rows written out of the filter's rows on a bar, and 'Hủy',
 * which stops the server's walk and deletes its file. The bar waits (indeterminate) until the total is known.
 */
export function ExportProgressDialog({ open, job, downloading, onCancel }: ExportProgressDialogProps) {
  const total = job?.totalRows ?? null;
  const percent = total ? Math.min(100, Math.round(((job?.rowsWritten ?? 0) / total) * 100)) : total === 0 ? 100 : null;
  const text = downloading
    ? L.exportDownloading
    : job && total !== null
      ? L.exportProgress(formatNumber(job.rowsWritten), formatNumber(total))
      : L.exportPreparing;
  return (
    <Dialog open={open} maxWidth="xs" fullWidth aria-labelledby="report-export-title">
      <DialogTitle id="report-export-title">{L.exportDialogTitle}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" role="status" sx={{ mb: 1.5 }}>
          {text}
        </Typography>
        {percent === null || downloading ? (
          <LinearProgress aria-label={L.exportProgressLabel} />
        ) : (
          <LinearProgress aria-label={L.exportProgressLabel} variant="determinate" value={percent} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={downloading}>
          {L.exportCancel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
