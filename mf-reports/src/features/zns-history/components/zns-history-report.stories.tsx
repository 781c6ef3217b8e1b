import type { Meta, StoryObj } from '@storybook/react-vite';
import { fakeZnsServices } from '../../../test-support/fake-report-services';
import { ZnsHistoryReport } from './zns-history-report';

const meta = {
  title: 'mf-reports/ZNS history',
  component: ZnsHistoryReport,
  args: { services: fakeZnsServices() },
} satisfies Meta<typeof ZnsHistoryReport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today's 45 Zalo messages; the local driver's records read 'Chưa gửi (chỉ ghi nhận cục bộ)'. */
export const Today: Story = {};
export const Empty: Story = { args: { services: fakeZnsServices({ count: 0 }) } };
export const FilterFails: Story = { args: { services: fakeZnsServices({ fail: 'report' }) } };
