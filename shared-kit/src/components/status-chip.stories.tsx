import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusChip } from './status-chip';

const meta = {
  title: 'shared-kit/StatusChip',
  component: StatusChip,
  args: { kind: 'ticket', value: 3 },
} satisfies Meta<typeof StatusChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ticket: Story = {};

const HOUR = 3_600_000;
// Fixed instants so the story renders the same on every run.
const NOW = Date.UTC(2025, 2, 10, 8);

export const AllTicketStatuses: Story = {
  render: () => (
    <Stack direction="row" spacing={1}>
      {[0, 2, 3, 4, 5, 7].map((value) => (
        <StatusChip key={value} kind="ticket" value={value} />
      ))}
      <StatusChip kind="ticket" value={2} overTime={NOW - HOUR} now={NOW} />
    </Stack>
  ),
};

export const TransportSigning: Story = {
  render: () => (
    <Stack direction="row" spacing={1}>
      {[0, 1, 2, 3, 8].map((value) => (
        <StatusChip key={value} kind="transport" value={value} />
      ))}
    </Stack>
  ),
};

export const BankTerminal: Story = {
  render: () => (
    <Stack direction="row" spacing={1}>
      {['new', 'success', 'deny', 'delete', 'pending-check'].map((value) => (
        <StatusChip key={value} kind="bank" value={value} />
      ))}
    </Stack>
  ),
};

export const Transactions: Story = {
  render: () => (
    <Stack direction="row" spacing={1}>
      {['PENDING', 'SUCCESS', 'FAILED'].map((value) => (
        <StatusChip key={value} kind="transaction" value={value} />
      ))}
    </Stack>
  ),
};

/** A company link's approval (000 §4) and the company's usage status. */
export const CompanyApprovalAndUsage: Story = {
  render: () => (
    <Stack direction="row" spacing={1}>
      {['pending', 'approved', 'rejected'].map((value) => (
        <StatusChip key={value} kind="approval" value={value} />
      ))}
      <StatusChip kind="usage" value={false} />
      <StatusChip kind="usage" value={true} />
    </Stack>
  ),
};
