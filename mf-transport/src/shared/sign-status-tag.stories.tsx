import type { Meta, StoryObj } from '@storybook/react-vite';
import { SignStatusTag } from './sign-status-tag';

const meta = {
  title: 'mf-transport/Shared/Sign status tag',
  component: SignStatusTag,
  args: { status: 1 },
} satisfies Meta<typeof SignStatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 0 red 'Chưa ký'. */
export const NotSigned: Story = { args: { status: 0 } };
/** 1 orange 'Chờ ký'. */
export const Waiting: Story = {};
/** 3 green, a station tag with its partner's name. */
export const StationTransmitted: Story = { args: { status: 3, name: 'Bến xe Miền Đông' } };
/** An unknown status: grey. */
export const Unknown: Story = { args: { status: 9, name: 'Bến xe Liên tỉnh Đà Lạt' } };
