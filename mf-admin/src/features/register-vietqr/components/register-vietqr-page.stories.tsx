import type { Meta, StoryObj } from '@storybook/react-vite';
import { bankTerminalFixture, fakeVietqrServices } from '../../../test-support/fake-vietqr-services';
import { signInAs } from '../../../test-support/story-session';
import { RegisterVietqrPage } from './register-vietqr-page';

const meta = {
  title: 'mf-admin/Bank QR registration/Page',
  component: RegisterVietqrPage,
  args: { services: fakeVietqrServices() },
  beforeEach: () => signInAs('ADMIN'),
} satisfies Meta<typeof RegisterVietqrPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No terminal yet: the form registers one (OTP in the fakes: 246810). */
export const NoTerminal: Story = {};

/** An active terminal: the form updates it. */
export const Active: Story = { args: { services: fakeVietqrServices({ terminal: bankTerminalFixture(), pending: null }) } };

/** A registration awaiting its OTP after a reload. */
export const AwaitingOtp: Story = {
  args: {
    services: fakeVietqrServices({
      terminal: bankTerminalFixture({ status: 'deny', terminalId: null }),
      pending: { requestId: 'req-1', phoneNo: '091****678', createdDate: Date.UTC(2026, 10, 20, 2), expiresAt: Date.UTC(2026, 10, 20, 2, 5) },
    }),
  },
};

/** A STAFF user sees the status with the numbers masked; the form is disabled. */
export const Staff: Story = {
  beforeEach: () => signInAs('STAFF'),
  args: { services: fakeVietqrServices({ terminal: bankTerminalFixture({ bankAccountNumber: '*********7890', identityNumber: '*********789', phoneNo: '090****567' }), pending: null }) },
};
