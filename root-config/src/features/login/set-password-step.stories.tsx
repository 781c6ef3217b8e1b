import type { Meta, StoryObj } from '@storybook/react-vite';
import { SetPasswordStep } from './set-password-step';

const meta = {
  title: 'root-config/SetPasswordStep',
  component: SetPasswordStep,
  args: { setNewPassword: async () => true, onSignedIn: () => undefined },
} satisfies Meta<typeof SetPasswordStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** After signing in with a one-time password (ADR 0054). */
export const Default: Story = {};
export const Refused: Story = { args: { setNewPassword: async () => Promise.reject(new Error('Mật khẩu không hợp lệ')) } };
