import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlaceholderMenu } from './placeholder-menu';

const meta = {
  title: 'mf-admin/Mail templates/Placeholder menu',
  component: PlaceholderMenu,
  args: { onPick: () => undefined },
} satisfies Meta<typeof PlaceholderMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Chèn trường dữ liệu': click it to see the grouped placeholders. */
export const Closed: Story = {};
