import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TerminalForm } from './terminal-form';

const meta = {
  title: 'mf-admin/Bank QR registration/Form',
  component: TerminalForm,
  args: { mode: 'create', onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof TerminalForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty form: 'Đăng ký' shows the seed's messages for the empty fields. */
export const Create: Story = {};
/** Prefilled with the active terminal: 'Cập nhật'. */
export const Update: Story = {
  args: { mode: 'update', initial: { bankAccountNumber: '0801234567890', phoneNo: '0901234567', bankAccountName: 'CONG TY CP BEN XE MIEN DONG', identityNumber: '079123456789' } },
};
