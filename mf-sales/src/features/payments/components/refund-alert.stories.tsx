import type { Meta, StoryObj } from '@storybook/react-vite';
import { fakePaymentServices } from '../../../test-support/fake-payment-services';
import { refundFixture } from '../../../test-support/payment-fixtures';
import { RefundAlert } from './refund-alert';

const meta = {
  title: 'mf-sales/Refund-needed alert',
  component: RefundAlert,
  args: { partnerId: 'p-bxmd', services: fakePaymentServices() },
} satisfies Meta<typeof RefundAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One late transfer whose seat was resold; 'Đã xử lý' removes it. */
export const OnePayment: Story = {};

/** A late transfer and a bill paid twice. */
export const TwoPayments: Story = {
  args: {
    services: fakePaymentServices({
      refunds: [
        refundFixture(),
        refundFixture({ id: 'pe-2', billNumber: 'BD2611220099', amount: 600_000, outcome: 'duplicate', seatIds: ['A05', 'A06'], ticketIds: ['tk-5', 'tk-6'] }),
      ],
    }),
  },
};
