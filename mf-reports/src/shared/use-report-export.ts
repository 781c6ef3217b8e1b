import { MSG, type TReportExportJob, type TStartReportExportRequest } from '@busdesk/api-contract';
import { formatNumber, notify } from '@busdesk/shared-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { REPORT_LABELS as L } from './report-labels';
import type { ReportExportServices } from './report-export-services';

/** How often the progress is read while the server writes. */
export const EXPORT_POLL_MS = 500;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const reason = (e: unknown) => (e instanceof Error && e.message ? e.message : MSG.reports.exportFailed);

export interface ReportExport {
  /** An export is under way (the dialog is open). */
  open: boolean;
  job: TReportExportJob | null;
  downloading: boolean;
  start: (request: TStartReportExportRequest) => Promise<void>;
  cancel: () => Promise<void>;
}

/**
 * One 'All rows' export at a time (docs/adr/0074): starts it, reads its progress every 500 ms, downloads the file once
 * written, and says how it ended. 'Hủy' cancels it on the server; leaving the screen stops the polling.
 */
export function useReportExport(services: ReportExportServices): ReportExport {
  const [open, setOpen] = useState(false);
  const [job, setJob] = useState<TReportExportJob | null>(null);
  const [downloading, setDownloading] = useState(false);
  // Each start gets a number; a loop whose number is no longer current (cancelled, unmounted) stops.
  const current = useRef(0);
  const jobId = useRef<string | null>(null);
  useEffect(
    () => () => {
      current.current++;
    },
    [],
  );

  const close = () => {
    setOpen(false);
    setJob(null);
    setDownloading(false);
    jobId.current = null;
  };

  const start = useCallback(
    async (request: TStartReportExportRequest) => {
      const run = ++current.current;
      setOpen(true);
      setJob(null);
      setDownloading(false);
      try {
        let state = await services.start(request);
        jobId.current = state.jobId;
        while (run === current.current && state.state === 'running') {
          setJob(state);
          await wait(EXPORT_POLL_MS);
          if (run !== current.current) return;
          state = await services.status(state.jobId);
        }
        if (run !== current.current) return;
        setJob(state);
        if (state.state === 'done') {
          setDownloading(true);
          await services.download(state);
          if (run === current.current) notify(L.exportDone(formatNumber(state.rowsWritten)), 'success');
        } else if (state.state === 'failed') {
          notify(`${MSG.reports.exportFailed}: ${state.error ?? ''}`, 'error');
        }
      } catch (e) {
        if (run === current.current) notify(`${MSG.reports.exportFailed}: ${reason(e)}`, 'error');
      }
      if (run === current.current) close();
    },
    [services],
  );

  const cancel = useCallback(async () => {
    current.current++;
    const id = jobId.current;
    close();
    if (!id) return;
    try {
      await services.cancel(id);
      notify(L.exportCancelled, 'info');
    } catch (e) {
      notify(`${MSG.reports.exportFailed}: ${reason(e)}`, 'error');
    }
  }, [services]);

  return { open, job, downloading, start, cancel };
}
