import { MSG } from '@busdesk/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fakeTicketStats, fakeTicketStatsServices } from '../../../test-support/fake-ledger-services';
import { TicketStatsReport } from './ticket-stats-report';

const meta = {
  title: 'mf-reports/Online business statistics',
  component: TicketStatsReport,
  args: { services: fakeTicketStatsServices(), partnerId: null },
} satisfies Meta<typeof TicketStatsReport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today's six tiles of the agency. */
export const Today: Story = {};
/** A parent's ADMIN looking at a child station (?partnerId=…). */
export const ChildStation: Story = { args: { partnerId: 'p-bxmd-moi' } };
/** A day without bookings: every tile 0. */
export const Quiet: Story = {
  args: { services: fakeTicketStatsServices({ stats: fakeTicketStats({ totalSellers: 0, totalGoods: 0, totalTickets: 0, totalSuccessTickets: 0, totalFailedTickets: 0, totalMoneyPaidTickets: 0 }) }) },
};
/** Another agency's partnerId: the server's 403 reason instead of tiles. */
export const Refused: Story = { args: { partnerId: 'p-saoviet', services: fakeTicketStatsServices({ refuse: MSG.ledger.statsPartnerForbidden }) } };
