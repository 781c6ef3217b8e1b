import type { Meta, StoryObj } from '@storybook/react-vite';
import { fakeBankQrServices } from '../../../test-support/fake-report-services';
import { BankQrReport } from './bank-qr-report';

const meta = {
  title: 'mf-reports/Bank QR transactions',
  component: BankQrReport,
  args: { services: fakeBankQrServices() },
} satisfies Meta<typeof BankQrReport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today's 30 bills of the local bank: status badges, QR images, amounts shown / 100, totals per status. */
export const Today: Story = {};
export const Empty: Story = { args: { services: fakeBankQrServices({ count: 0 }) } };
export const FilterFails: Story = { args: { services: fakeBankQrServices({ fail: 'report' }) } };
