import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminPage } from './admin-page';

const meta = {
  title: 'mf-admin/shared/AdminPage',
  component: AdminPage,
  args: {
    title: 'Quản lý nhà xe ủy quyền',
    children: <Typography variant="body2">Nội dung của màn hình.</Typography>,
  },
} satisfies Meta<typeof AdminPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The h1 title, then the content in one column. */
export const TitleOnly: Story = {};
/** With the line saying what the screen is for, kept readable on a wide window. */
export const WithIntro: Story = {
  args: { title: 'Hộp thư email đã gửi', intro: 'Email gửi cho hành khách (xác nhận đặt vé, thanh toán…).', maxWidth: 900 },
};
