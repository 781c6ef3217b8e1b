import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EditProfilePage } from './edit-profile-page';

const meta = {
  title: 'mf-admin/Edit profile',
  component: EditProfilePage,
  args: { services: { changePassword: fn(async () => undefined), logout: fn() } },
} satisfies Meta<typeof EditProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** New password and its confirmation; 'Cập nhật' checks them, then signs out a second after the change. */
export const Default: Story = {};
/** The server refuses the change: its message is shown. */
export const Refused: Story = { args: { services: { changePassword: fn(async () => Promise.reject(new Error('Mật khẩu mới trùng mật khẩu cũ'))), logout: fn() } } };
