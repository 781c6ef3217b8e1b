import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { BUSINESS_TIME_ZONE, MSG, type TReportExportJob, type TReportExportState, type ZStartReportExportRequest } from '@busdesk/api-contract';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { HttpError, notFound } from '../../lib/http-error';
import type { Logger } from '../../lib/logger';
import type { SessionContext } from '../../repositories/sessions-repository';
import type { ReportsService } from '../reports-service';
import type { ReportExportRun } from './report-export-run';
import { reportExportRunOf } from './report-export-sources';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Exports running at once for one agency; the next one is refused until one ends (docs/adr/0074). */
export const EXPORTS_PER_AGENCY = 2;
/** How long a finished file waits for its download before it is deleted. */
export const EXPORT_FILE_TTL_MS = 15 * 60_000;

export interface ReportExportsDeps {
  reports: ReportsService;
  /** The directory of the files (DATA_DIR/report-exports): emptied at start, since no job outlives its process. */
  dir: string;
  logger: Logger;
  now?: () => number;
  /** Rows per page of the walk (tests make it small to see a walk stop half-way). */
  pageRows?: number;
  perAgency?: number;
  fileTtlMs?: number;
}

interface Job {
  id: string;
  userId: string;
  partnerId: string;
  report: string;
  state: TReportExportState;
  rowsWritten: number;
  totalRows: number | null;
  fileName: string;
  filePath: string;
  error: string | null;
  startedAt: number;
  finishedAt: number | null;
  abort: AbortController;
  /** Settles when the walk has ended and the file is closed (and deleted unless done). */
  settled: Promise<void>;
}

const view = (j: Job): TReportExportJob => ({
  jobId: j.id,
  report: j.report,
  state: j.state,
  rowsWritten: j.rowsWritten,
  totalRows: j.totalRows,
  fileName: j.fileName,
  error: j.error,
  startedAt: j.startedAt,
  finishedAt: j.finishedAt,
});

/**
 * 'All rows' exports as jobs of the user who started them (docs/adr/0074). The job walks the report's keyset pages
 * into an xlsx file under `dir`; its owner polls the progress, downloads the file once done, or cancels it (the walk
 * stops at the next page and the file is deleted). Another user — of the same agency or another — gets 404 for
 * every call, as for a job that does not exist. Jobs live in this process's memory: a restart ends them and the
 * start empties `dir`.
 */
export function createReportExportsService(deps: ReportExportsDeps) {
  const now = deps.now ?? Date.now;
  const perAgency = deps.perAgency ?? EXPORTS_PER_AGENCY;
  const ttl = deps.fileTtlMs ?? EXPORT_FILE_TTL_MS;
  const jobs = new Map<string, Job>();
  fs.rmSync(deps.dir, { recursive: true, force: true });
  fs.mkdirSync(deps.dir, { recursive: true });

  const removeFile = (j: Job) => fs.rmSync(j.filePath, { force: true });

  /** The session's own job; anyone else's is 404 (docs/adr/0074: never told apart from one that does not exist). */
  function ownJob(session: SessionContext, jobId: string): Job {
    const j = jobs.get(jobId);
    if (!j || j.userId !== session.userId || j.partnerId !== session.partnerId) throw notFound();
    return j;
  }

  function launch(j: Job, run: ReportExportRun, firstPage: (error?: unknown) => void): Promise<void> {
    return run
      .run(
        j.filePath,
        j.abort.signal,
        (p) => {
          j.rowsWritten = p.rowsWritten;
          j.totalRows = p.totalRows;
          firstPage();
        },
        deps.pageRows,
      )
      .then((outcome) => {
        // A cancel may have come while the last page was written: the cancel wins.
        if (outcome === 'cancelled' || j.state === 'cancelled') {
          j.state = 'cancelled';
          removeFile(j);
        } else {
          j.state = 'done';
        }
        j.finishedAt = now();
        firstPage();
      })
      .catch((error: unknown) => {
        removeFile(j);
        j.finishedAt = now();
        if (j.state !== 'cancelled') {
          j.state = 'failed';
          j.error = error instanceof HttpError ? error.message : MSG.reports.exportFailed;
          if (!(error instanceof HttpError)) deps.logger.error({ err: error, jobId: j.id, report: j.report }, 'report export failed');
        }
        firstPage(error);
      });
  }

  /** Deletes finished jobs whose file waited longer than the TTL (and their file). */
  function sweep() {
    const cutoff = now() - ttl;
    for (const j of jobs.values()) {
      if (j.state !== 'running' && j.finishedAt !== null && j.finishedAt < cutoff) {
        removeFile(j);
        jobs.delete(j.id);
      }
    }
  }

  return {
    /**
     * Starts an export and answers once its first page is written (or the walk has ended): a filter the report
     * refuses (a partner outside the scope, …) is refused here with the report's own 4xx, not as a failed job.
     */
    async start(session: SessionContext, request: z.output<typeof ZStartReportExportRequest>): Promise<TReportExportJob> {
      sweep();
      const running = [...jobs.values()].filter((j) => j.partnerId === session.partnerId && j.state === 'running').length;
      if (running >= perAgency) throw new HttpError(429, MSG.reports.exportBusy(perAgency));
      const run = reportExportRunOf(deps.reports, session, request);
      const id = randomBytes(16).toString('hex');
      const startedAt = now();
      const job: Job = {
        id,
        userId: session.userId,
        partnerId: session.partnerId,
        report: request.report,
        state: 'running',
        rowsWritten: 0,
        totalRows: null,
        fileName: `${run.fileName}_${dayjs(startedAt).tz(BUSINESS_TIME_ZONE).format('YYYYMMDD_HHmmss')}.xlsx`,
        filePath: path.join(deps.dir, `${id}.xlsx`),
        error: null,
        startedAt,
        finishedAt: null,
        abort: new AbortController(),
        settled: Promise.resolve(),
      };
      jobs.set(id, job);
      let firstPageError: unknown;
      await new Promise<void>((resolve) => {
        let told = false;
        job.settled = launch(job, run, (error) => {
          if (told) return;
          told = true;
          firstPageError = error;
          resolve();
        });
      });
      if (firstPageError instanceof HttpError && job.rowsWritten === 0) {
        jobs.delete(id);
        throw firstPageError;
      }
      return view(job);
    },

    get(session: SessionContext, jobId: string): TReportExportJob {
      return view(ownJob(session, jobId));
    },

    /** Stops the walk at its next page and deletes the file; a finished file is deleted at once. */
    async cancel(session: SessionContext, jobId: string): Promise<TReportExportJob> {
      const j = ownJob(session, jobId);
      if (j.state === 'running' || j.state === 'done') {
        j.abort.abort();
        if (j.state === 'done') removeFile(j);
        j.state = 'cancelled';
        j.finishedAt = now();
      }
      return view(j);
    },

    /** The finished file of the session's own job: 409 while it runs, 410 once cancelled, failed or expired. */
    file(session: SessionContext, jobId: string): { filePath: string; fileName: string } {
      sweep();
      const j = ownJob(session, jobId);
      if (j.state === 'running') throw new HttpError(409, MSG.reports.exportNotReady);
      if (j.state !== 'done' || !fs.existsSync(j.filePath)) throw new HttpError(410, MSG.reports.exportGone);
      return { filePath: j.filePath, fileName: j.fileName };
    },

    /** Resolves once the job's walk has ended and its file is closed (tests; shutdown). */
    settled(jobId: string): Promise<void> {
      return jobs.get(jobId)?.settled ?? Promise.resolve();
    },

    /** Where a job's file is (tests check it is gone after a cancel). */
    filePathOf(jobId: string): string | null {
      return jobs.get(jobId)?.filePath ?? null;
    },

    sweep,

    /** At shutdown: every running walk stops and every file is deleted (none can be downloaded after a restart). */
    async close(): Promise<void> {
      for (const j of jobs.values()) j.abort.abort();
      await Promise.allSettled([...jobs.values()].map((j) => j.settled));
      for (const j of jobs.values()) removeFile(j);
      jobs.clear();
    },
  };
}

export type ReportExportsService = ReturnType<typeof createReportExportsService>;
