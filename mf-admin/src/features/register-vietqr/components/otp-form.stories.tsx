import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OtpForm } from './otp-form';

const meta = {
  title: 'mf-admin/Bank QR registration/OTP',
  component: OtpForm,
  args: { phoneNo: '091****678', onConfirm: fn(async () => undefined) },
} satisfies Meta<typeof OtpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The OTP step after a submit. */
export const Default: Story = {};
