import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyDashboard, fakeDashboard } from '../../../test-support/fake-dashboard-services';
import { BillsAttention } from './bills-attention';

const meta = {
  title: 'mf-admin/Dashboard/Bills',
  component: BillsAttention,
  args: { bills: fakeDashboard().bills },
} satisfies Meta<typeof BillsAttention>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pending and failed bank bills (to the bank QR report), failed wallet orders and a refund (to the sales screen). */
export const SomeToHandle: Story = {};
/** Nothing unpaid in the range. */
export const NoneToHandle: Story = { args: { bills: emptyDashboard().bills } };
