import type { Meta, StoryObj } from '@storybook/react-vite';
import { employeesFixture } from '../../../test-support/admin-fixtures';
import { ResetPasswordDialog } from './reset-password-dialog';

const meta = {
  title: 'mf-admin/employees/ResetPasswordDialog',
  component: ResetPasswordDialog,
  args: { user: employeesFixture()[1]!, onReset: async () => 'Ab3dEf6hJk9m', onClose: () => undefined },
} satisfies Meta<typeof ResetPasswordDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Confirm, then the one-time password shown once. */
export const Confirm: Story = {};
export const Failing: Story = { args: { onReset: async () => Promise.reject(new Error('500')) } };
