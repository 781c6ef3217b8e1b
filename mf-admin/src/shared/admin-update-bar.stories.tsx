import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AdminUpdateBar } from './admin-update-bar';

const meta = {
  title: 'mf-admin/shared/AdminUpdateBar',
  component: AdminUpdateBar,
  args: {
    status: <Typography variant="body2">Đã chọn 2 nhà xe</Typography>,
    admin: true,
    onUpdate: fn(),
    adminOnly: 'Chỉ quản trị viên (ADMIN) được cập nhật trạng thái nhà xe.',
  },
} satisfies Meta<typeof AdminUpdateBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An ADMIN with something chosen: the button is enabled. */
export const Admin: Story = {};
/** Nothing chosen yet. */
export const NothingChosen: Story = { args: { disabled: true } };
/** A STAFF user: the button stays disabled and the note says why. */
export const Staff: Story = { args: { admin: false } };
