import type { Meta, StoryObj } from '@storybook/react-vite';
import { ticketFixture } from '../../../test-support/sales-fixtures';
import { fakeMessagingServices } from '../../../test-support/fake-messaging-services';
import { PrintMessagePanel } from './print-message-panel';
import { SendMessageDialog } from './send-message-dialog';

const group = [ticketFixture(), ticketFixture({ ticketId: 'tk-2', seatId: 'A02', fullName: 'Trần Thị Cúc' })];

const meta = {
  title: 'mf-sales/Print and messages',
  component: PrintMessagePanel,
  args: { selectedTickets: group, services: fakeMessagingServices() },
} satisfies Meta<typeof PrintMessagePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'In vé' and the SMS/ZNS menu under the booking form, for the selected group. */
export const Tools: Story = {};

export const SmsDialog: Story = {
  render: (args) => <SendMessageDialog channel="sms" tickets={args.selectedTickets} services={args.services ?? fakeMessagingServices()} onClose={() => undefined} />,
};

export const ZnsDialogFailing: Story = {
  args: { services: fakeMessagingServices({ failSends: true }) },
  render: (args) => <SendMessageDialog channel="zns" tickets={args.selectedTickets} services={args.services ?? fakeMessagingServices()} onClose={() => undefined} />,
};
