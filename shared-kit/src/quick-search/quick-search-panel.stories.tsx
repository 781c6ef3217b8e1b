import { MSG } from '@busdesk/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { foundTicket } from '../test-support/quick-search-fixtures';
import { QuickSearchPanel } from './quick-search-panel';

const DAY = 86_400_000;
// A fake search for the story: whatever is typed finds the same three tickets (past, cancelled, future).
const tickets = [
  foundTicket({ ticketId: 'tk-1', seatId: 'B02', getInTimePlan: Date.now() + 3 * DAY, startTime: Date.now() + 3 * DAY }),
  foundTicket({ ticketId: 'tk-2', seatId: 'A05', ticketStatus: 0, fullName: 'Lê Văn Hùng' }),
  foundTicket({ ticketId: 'tk-3', seatId: 'C01', getInTimePlan: Date.now() - 2 * DAY, startTime: Date.now() - 2 * DAY }),
];

const meta = {
  title: 'shared-kit/QuickSearchPanel',
  component: QuickSearchPanel,
  args: { search: async () => ({ tickets }), onOpen: () => undefined, variant: 'full', autoFocus: true },
} satisfies Meta<typeof QuickSearchPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The navbar's version: type anything to see the eleven columns and the day colours. */
export const Navbar: Story = {};
/** The compact version of the widget and of narrow screens. */
export const Compact: Story = { args: { variant: 'compact' } };

/** A keyword the agency blocks (ADR 0053): nothing found, and the server's message says why. */
export const BlockedKeyword: Story = {
  args: { search: async () => ({ tickets: [], blockedMessage: MSG.config.keywordBlocked('0909123456') }) },
};
