import type { TReportExportJob } from '@busdesk/api-contract';
import type { ReportExportServices } from '../shared/report-export-services';

// An in-memory export job for stories and component tests only (never in the product path): each progress read
// advances it by `step` rows until `total`, as the server's walk would.

export interface FakeExportOptions {
  total?: number;
  step?: number;
  /** The job ends failed with this message once half written. */
  failWith?: string;
}

export interface FakeReportExports extends ReportExportServices {
  /** What was asked of the fake, in order (the test's view of the calls). */
  calls: string[];
}

export function fakeReportExports({ total = 12_345, step = 5_000, failWith }: FakeExportOptions = {}): FakeReportExports {
  const calls: string[] = [];
  let job: TReportExportJob | null = null;
  const now = Date.now();
  return {
    calls,
    async start(request) {
      calls.push(`start:${request.report}`);
      job = { jobId: 'job-1', report: request.report, state: 'running', rowsWritten: 0, totalRows: total, fileName: `${request.report}_20260101_080000.xlsx`, error: null, startedAt: now, finishedAt: null };
      return job;
    },
    async status(jobId) {
      calls.push(`status:${jobId}`);
      if (!job) throw new Error('no job');
      if (job.state !== 'running') return job;
      const rowsWritten = Math.min(total, job.rowsWritten + step);
      if (failWith && rowsWritten >= total / 2) job = { ...job, rowsWritten, state: 'failed', error: failWith, finishedAt: Date.now() };
      else job = { ...job, rowsWritten, state: rowsWritten >= total ? 'done' : 'running', finishedAt: rowsWritten >= total ? Date.now() : null };
      return job;
    },
    async cancel(jobId) {
      calls.push(`cancel:${jobId}`);
      if (!job) throw new Error('no job');
      job = { ...job, state: 'cancelled', finishedAt: Date.now() };
      return job;
    },
    async download(done) {
      calls.push(`download:${done.fileName}`);
    },
  };
}
