import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fakeTelephonyServices } from '../../../test-support/fake-telephony-services';
import { LINES } from '../../../test-support/telephony-fixtures';
import { HistoryTab } from './history-tab';

const line = { id: LINES.local.id, number: LINES.local.number, provider: LINES.local.provider, telecomCompanyName: LINES.local.telecomCompanyName };
const services = fakeTelephonyServices();

const meta = {
  title: 'mf-telephony/History/History tab',
  component: HistoryTab,
  args: { line, list: services.history, recordingUrl: services.recordingUrl, onRecall: fn(), notify: fn() },
} satisfies Meta<typeof HistoryTab>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today's calls of line 101. */
export const Today: Story = {};
/** No call today. */
export const NoCalls: Story = { args: { list: fakeTelephonyServices({ history: [] }).history } };
