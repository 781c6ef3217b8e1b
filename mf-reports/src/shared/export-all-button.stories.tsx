import type { Meta, StoryObj } from '@storybook/react-vite';
import { fakeReportExports } from '../test-support/fake-report-exports';
import { ExportAllButton } from './export-all-button';

const meta = {
  title: "mf-reports/Export all button ('Xuất tất cả')",
  component: ExportAllButton,
  args: { request: { report: 'sms-info', filter: { fromDate: 0, toDate: 86_399_999 } }, services: fakeReportExports({ total: 12_345, step: 2_500 }) },
} satisfies Meta<typeof ExportAllButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click: the dialog counts the rows written out of 12,345, then the file downloads. */
export const Ready: Story = {};
/** No filter applied yet (it was changed): nothing to export. */
export const NoFilter: Story = { args: { request: null } };
/** The server's walk fails half-way: the dialog closes with the reason. */
export const Fails: Story = { args: { services: fakeReportExports({ total: 10_000, step: 2_500, failWith: 'Xuất tệp thất bại' }) } };
