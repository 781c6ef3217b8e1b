import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { historyItem, todaysCalls } from '../../../test-support/telephony-fixtures';
import { CallHistoryItem } from './call-history-item';

const meta = {
  title: 'mf-telephony/History/Call',
  component: CallHistoryItem,
  args: { item: historyItem('call-1'), recordingUrl: '/fake/recording.wav', onRecall: fn(), notify: fn() },
  decorators: [(Story) => <ul style={{ margin: 0, padding: 0 }}><Story /></ul>],
} satisfies Meta<typeof CallHistoryItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Answered, with its recording. */
export const Answered: Story = {};
/** Missed: 'Gọi lại'. */
export const Missed: Story = { args: { item: todaysCalls()[0]! } };
/** Missed and already called back from line 101. */
export const Recalled: Story = { args: { item: { ...todaysCalls()[0]!, recalled: true, lineRecall: '101' } } };
