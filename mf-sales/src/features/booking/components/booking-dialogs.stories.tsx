import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { pointsFixture, ticketFixture } from '../../../test-support/booking-fixtures';
import { CancelDialog } from './cancel-dialog';
import { fakeBookingServices } from '../../../test-support/fake-booking-services';
import { GroupEditDialog } from './group-edit-dialog';
import { HistoryDialog } from './history-dialog';

const group = [ticketFixture(), ticketFixture({ ticketId: 'tk-2', seatId: 'A2', fullName: 'Trần Thị Cúc', paidMoney: 0 })];

const meta = {
  title: 'mf-sales/Booking dialogs',
  component: CancelDialog,
  args: { open: true, tickets: group, services: fakeBookingServices(), onClose: fn(), onCancelled: fn() },
} satisfies Meta<typeof CancelDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fee details, refund = paid − fee, reason (empty sends the default) and 'refunded'. */
export const Cancel: Story = {};

export const History: Story = {
  render: (args) => <HistoryDialog open tickets={group} services={fakeBookingServices()} onClose={args.onClose} />,
};

export const GroupEdit: Story = {
  render: (args) => (
    <GroupEditDialog
      open
      tickets={group}
      points={pointsFixture()}
      hidden={{ fullName: false, phoneNumber: false, email: false }}
      services={fakeBookingServices()}
      onClose={args.onClose}
      onSaved={fn()}
    />
  ),
};
