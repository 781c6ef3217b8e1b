import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyDashboard, fakeDashboard } from '../../../test-support/fake-dashboard-services';
import { DashboardCards } from './dashboard-cards';

const meta = { title: 'mf-admin/Dashboard/Cards', component: DashboardCards, args: { data: fakeDashboard() } } satisfies Meta<typeof DashboardCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A busy day: tickets, money collected, seats taken, messages sent and their cost. */
export const BusyDay: Story = {};
/** Nothing in the range: every card at zero. */
export const Nothing: Story = { args: { data: emptyDashboard() } };
