import type { Meta, StoryObj } from '@storybook/react-vite';
import { fakeSmsServices } from '../../../test-support/fake-report-services';
import { SmsHistoryReport } from './sms-history-report';

const meta = {
  title: 'mf-reports/SMS history',
  component: SmsHistoryReport,
  args: { services: fakeSmsServices() },
} satisfies Meta<typeof SmsHistoryReport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today's 45 SMS, 20 a page with 'Tải thêm'; the cards and the totals row are the day's, not the page's. */
export const Today: Story = {};
/** A day without SMS: 'Không có dữ liệu'. */
export const Empty: Story = { args: { services: fakeSmsServices({ count: 0 }) } };
/** The report cannot be loaded: 'Có lỗi xảy ra khi lọc báo cáo: …'. */
export const FilterFails: Story = { args: { services: fakeSmsServices({ fail: 'report' }) } };
