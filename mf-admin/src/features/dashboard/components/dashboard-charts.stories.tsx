import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyDashboard, fakeDashboard } from '../../../test-support/fake-dashboard-services';
import { DashboardCharts } from './dashboard-charts';

const day = fakeDashboard();
const empty = emptyDashboard();

const meta = {
  title: 'mf-admin/Dashboard/Charts',
  component: DashboardCharts,
  args: { sales: day.sales, seats: day.seats, skipAnimation: true },
} satisfies Meta<typeof DashboardCharts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tickets by hour, money by payment type (with the figures written out), the day's seats taken. */
export const BusyDay: Story = {};
/** No sales and no trips: each chart says so instead of drawing an empty frame. */
export const Nothing: Story = { args: { sales: empty.sales, seats: empty.seats } };
