import { callActions } from '@busdesk/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { callStateFixture } from '../../../test-support/telephony-fixtures';
import { CallTab } from './call-tab';

const meta = {
  title: 'mf-telephony/Call/Call tab',
  component: CallTab,
  args: {
    call: callStateFixture('RINGING_IN'),
    hasLine: true,
    actions: callActions('RINGING_IN'),
    busy: false,
    onDial: fn(),
    onAnswer: fn(),
    onReject: fn(),
    onEnd: fn(),
    onRetryLookup: fn(),
    onSell: fn(),
  },
} satisfies Meta<typeof CallTab>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ringing in: answer and reject. */
export const RingingIn: Story = {};
/** Talking: end. */
export const ListeningIn: Story = { args: { call: callStateFixture('LISTENING_IN'), actions: callActions('LISTENING_IN') } };
/** Idle after a call: its caller stays, the dial field is back. */
export const AfterCall: Story = { args: { call: callStateFixture('EMPTY'), actions: callActions('EMPTY') } };
/** A ring nobody answered: 'Cuộc gọi nhỡ' with the caller, until the next call. */
export const Missed: Story = { args: { call: { ...callStateFixture('EMPTY'), missed: true }, actions: callActions('EMPTY') } };
