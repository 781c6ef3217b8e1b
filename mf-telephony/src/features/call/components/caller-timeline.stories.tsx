import type { Meta, StoryObj } from '@storybook/react-vite';
import { knownCallerMatch } from '../../../test-support/telephony-fixtures';
import { CallerTimeline } from './caller-timeline';

const meta = {
  title: 'mf-telephony/Call/Caller timeline',
  component: CallerTimeline,
  args: { entries: knownCallerMatch().timeline },
} satisfies Meta<typeof CallerTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tickets (paid, cancelled) and a call, newest first. */
export const TicketsAndCalls: Story = {};
/** A customer with nothing yet. */
export const Nothing: Story = { args: { entries: [] } };
