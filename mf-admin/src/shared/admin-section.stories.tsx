import TextField from '@mui/material/TextField';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminSection } from './admin-section';

const meta = {
  title: 'mf-admin/shared/AdminSection',
  component: AdminSection,
  args: { title: 'Cấu hình bán vé', children: <TextField label="Giới hạn số lần in vé" size="small" /> },
} satisfies Meta<typeof AdminSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An outlined section named by its h2 title (what a screen's column of settings sits in). */
export const Default: Story = {};
