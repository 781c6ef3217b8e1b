import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { callStateFixture } from '../../../test-support/telephony-fixtures';
import { CallerCard } from './caller-card';

const meta = {
  title: 'mf-telephony/Call/Caller card',
  component: CallerCard,
  args: { call: callStateFixture('RINGING_IN'), onRetry: fn(), onSell: fn() },
} satisfies Meta<typeof CallerCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A customer of the agency: counts, the ticket sample, 'Bán vé', recent tickets and calls. */
export const KnownCaller: Story = {};
/** Nobody the agency knows: a walk-in guest. */
export const WalkInGuest: Story = { args: { call: callStateFixture('RINGING_IN', 'walk-in') } };
/** The lookup is on its way. */
export const LookingUp: Story = { args: { call: callStateFixture('RINGING_IN', 'pending') } };
/** The lookup failed: the seed's message and 'Tải lại'. */
export const LookupFailed: Story = { args: { call: callStateFixture('EMPTY', 'failed') } };
/** In the widget there is no sales screen: no 'Bán vé'. */
export const WithoutSale: Story = { args: { onSell: undefined } };
