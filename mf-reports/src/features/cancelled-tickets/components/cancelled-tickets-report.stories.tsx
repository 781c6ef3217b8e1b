import type { Meta, StoryObj } from '@storybook/react-vite';
import { fakeCancelledServices } from '../../../test-support/fake-report-services';
import { CancelledTicketsReport } from './cancelled-tickets-report';

const meta = {
  title: 'mf-reports/Cancelled tickets',
  component: CancelledTicketsReport,
  args: { services: fakeCancelledServices() },
} satisfies Meta<typeof CancelledTicketsReport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today's 45 cancelled tickets not refunded yet; tick rows (or all) and 'Cập nhật vé hủy'. */
export const NotRefunded: Story = {};
/** Saving fails: 'Cập nhật vé hủy thất bại: Vé không tồn tại', the dialog stays open. */
export const UpdateFails: Story = { args: { services: fakeCancelledServices({ fail: 'update' }) } };
export const Empty: Story = { args: { services: fakeCancelledServices({ count: 0 }) } };
