import type { Meta, StoryObj } from '@storybook/react-vite';
import { fakeTelephonyServices } from '../../test-support/fake-telephony-services';
import { KNOWN_CALLER, LINES } from '../../test-support/telephony-fixtures';
import { LiveSoftphone } from './softphone-widget';

const meta = {
  title: 'mf-telephony/Widget <busdesk-softphone>',
  component: LiveSoftphone,
  args: { services: fakeTelephonyServices({ onSubscribe: [{ code: 'RINGING_IN', phone: KNOWN_CALLER, callId: 'w1' }] }), line: LINES.local.number },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof LiveSoftphone>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a partner's page, line 101 ringing: the panel without 'Bán vé' (the page gets a `customer` event instead). */
export const Ringing: Story = {};
/** The agency has no line yet. */
export const NoLines: Story = { args: { services: fakeTelephonyServices({ lines: [] }) } };
