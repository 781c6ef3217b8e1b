import type { Meta, StoryObj } from '@storybook/react-vite';
import { signInAs } from '../../test-support/admin-session';
import { fakeDashboardServices } from '../../test-support/fake-dashboard-services';
import { DashboardPage } from './dashboard-page';

const meta = {
  title: 'mf-admin/Dashboard',
  component: DashboardPage,
  args: { services: fakeDashboardServices(), skipAnimation: true },
  beforeEach: () => signInAs('ADMIN'),
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A busy day: 197 tickets, money by payment type, 68 % of the day's seats taken, bills to handle, messages. */
export const Today: Story = {};
/** A range with nothing in it: every card at zero, the charts say there is nothing to draw. */
export const Empty: Story = { args: { services: fakeDashboardServices({ empty: true }) } };
/** The figures cannot be loaded: the reason and 'Thử lại'. */
export const LoadFails: Story = { args: { services: fakeDashboardServices({ fail: true }) } };
