import type { TReportExportJob } from '@busdesk/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ExportProgressDialog } from './export-progress-dialog';

const job = (rowsWritten: number, totalRows: number | null): TReportExportJob => ({
  jobId: 'job-1',
  report: 'sms-info',
  state: 'running',
  rowsWritten,
  totalRows,
  fileName: 'sms-history_20260101_080000.xlsx',
  error: null,
  startedAt: 0,
  finishedAt: null,
});

const meta = {
  title: 'mf-reports/Export progress dialog',
  component: ExportProgressDialog,
  args: { open: true, job: job(42_000, 100_000), downloading: false, onCancel: () => undefined },
} satisfies Meta<typeof ExportProgressDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 42,000 of 100,000 rows written: the bar at 42 %, 'Hủy' available. */
export const Writing: Story = {};
/** Before the server has answered the start: the bar waits. */
export const Preparing: Story = { args: { job: null } };
/** The file is written and being downloaded: 'Hủy' is no longer offered. */
export const Downloading: Story = { args: { job: { ...job(100_000, 100_000), state: 'done' }, downloading: true } };
