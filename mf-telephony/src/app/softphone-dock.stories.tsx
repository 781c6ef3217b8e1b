import type { Meta, StoryObj } from '@storybook/react-vite';
import { fakeSipPhoneFactory } from '../test-support/fake-sip-phone';
import { fakeTelephonyServices } from '../test-support/fake-telephony-services';
import { rememberStoryLine, STORY_USER_ID } from '../test-support/story-line';
import { KNOWN_CALLER, LINES, WALK_IN_CALLER } from '../test-support/telephony-fixtures';
import { SoftphoneDock } from './softphone-dock';

const meta = {
  title: 'mf-telephony/Softphone',
  component: SoftphoneDock,
  args: { userId: STORY_USER_ID, services: fakeTelephonyServices(), defaultOpen: true },
  beforeEach: () => rememberStoryLine(),
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SoftphoneDock>;

export default meta;
type Story = StoryObj<typeof meta>;

const ring = { code: 'RINGING_IN', phone: KNOWN_CALLER, callId: 'c1' };

/** Logged in to line 101 of the embedded exchange, nothing ringing: the dial field. */
export const Empty: Story = {};
/** Trần Thị Mai rings: her ticket counts, recent tickets and calls, the sample and 'Bán vé'; answer and reject. */
export const RingingKnownCaller: Story = { args: { services: fakeTelephonyServices({ onSubscribe: [ring] }) } };
/** An unknown number rings: a walk-in guest. */
export const RingingWalkIn: Story = { args: { services: fakeTelephonyServices({ onSubscribe: [{ ...ring, phone: WALK_IN_CALLER }] }) } };
/** The call was answered: only 'Kết thúc'. */
export const ListeningIn: Story = { args: { services: fakeTelephonyServices({ onSubscribe: [ring, { ...ring, code: 'LISTENING_IN' }] }) } };
/** The clerk called the customer; it rings at their end. */
export const RingingOut: Story = { args: { services: fakeTelephonyServices({ onSubscribe: [{ ...ring, code: 'RINGING_OUT', callId: 'o1' }] }) } };
/** The customer picked up. */
export const ListeningOut: Story = {
  args: { services: fakeTelephonyServices({ onSubscribe: [{ ...ring, code: 'RINGING_OUT', callId: 'o1' }, { ...ring, code: 'LISTENING_OUT', callId: 'o1' }] }) },
};
/** The caller lookup failed: the seed's message and 'Tải lại' (002 §4: the panel is EMPTY again). */
export const LookupFailure: Story = { args: { services: fakeTelephonyServices({ onSubscribe: [ring], fail: { lookUpCaller: 'Lỗi hệ thống' } }) } };
/** The line's history today: an answered call with its recording, an outgoing call, a missed call to call back. */
export const History: Story = { args: { defaultTab: 'history' } };
/** A SIP extension: the browser is the phone (a fake one here). */
export const SipLine: Story = {
  beforeEach: () => rememberStoryLine(LINES.sip.id),
  args: { loadSipPhone: async () => fakeSipPhoneFactory().create },
};
/** Lines exist but none is chosen yet. */
export const NoLineChosen: Story = { beforeEach: () => rememberStoryLine(null) };
/** The agency has no phone line: no toggle at all. */
export const NoLines: Story = { args: { services: fakeTelephonyServices({ lines: [] }) } };
