import type { Meta, StoryObj } from '@storybook/react-vite';
import { fakeTransactionsServices } from '../../../test-support/fake-ledger-services';
import { TransactionsReport } from './transactions-report';

const meta = {
  title: 'mf-reports/Transactions by staff',
  component: TransactionsReport,
  args: { services: fakeTransactionsServices() },
} satisfies Meta<typeof TransactionsReport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today's 25 entries (top-ups and commissions, one reversed), 10 a page, the totals of all 25. */
export const Today: Story = {};
export const Empty: Story = { args: { services: fakeTransactionsServices({ count: 0 }) } };
export const FilterFails: Story = { args: { services: fakeTransactionsServices({ fail: true }) } };
