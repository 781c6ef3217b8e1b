import { parsePartnerConfig } from '@busdesk/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { pointsFixture, ticketFixture, tripFixture } from '../../../test-support/booking-fixtures';
import { BookingPanelView } from './booking-panel';
import { fakeBookingServices } from '../../../test-support/fake-booking-services';

const meta = {
  title: 'mf-sales/BookingPanel',
  component: BookingPanelView,
  args: {
    trip: tripFixture(),
    points: pointsFixture(),
    selectedSeatIds: ['A1', 'A2'],
    selectedTickets: [],
    config: parsePartnerConfig('{}'),
    services: fakeBookingServices(),
    onTicketsChanged: fn(),
    onClearSelection: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof BookingPanelView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two new seats: type a phone such as 0987654321 to see the customer autocomplete. */
export const NewSeats: Story = {};
export const NoSeatChosen: Story = { args: { selectedSeatIds: [] } };
/** The company allows no holding: 'Giữ chỗ' is disabled and Enter books and pays. */
export const HoldNotAllowed: Story = { args: { trip: tripFixture({ timePartnerHolder: 0 }) } };
export const ConfigHidesContact: Story = {
  args: { config: parsePartnerConfig('{"fullNameHidden":true,"phoneHidden":true,"emailHidden":true,"pointType":[{"value":0,"label":"Tại bến"},{"value":3,"label":"Trung chuyển"}]}') },
};
export const BookingRefused: Story = { args: { services: fakeBookingServices({ failBooking: 'Ghế A1 đã có người đặt' }) } };
export const HeldTicket: Story = { args: { selectedSeatIds: [], selectedTickets: [ticketFixture()] } };
export const Group: Story = {
  args: {
    selectedSeatIds: [],
    selectedTickets: [ticketFixture(), ticketFixture({ ticketId: 'tk-2', seatId: 'A2', fullName: 'Trần Thị Cúc', paidMoney: 0 })],
  },
};
/** A paid ticket: every field disabled, deposit and surcharges hidden; cancel and history remain. */
export const PaidTicket: Story = {
  args: {
    selectedSeatIds: [],
    selectedTickets: [ticketFixture({ ticketStatus: 3, paidMoney: 300_000, invoiceStatus: 3, invoiceInfo: { requireStatus: 1, invoiceNumber: '0001', invoiceNumberTax: 'K26' } })],
  },
};
