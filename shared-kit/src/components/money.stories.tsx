import type { Meta, StoryObj } from '@storybook/react-vite';
import { Money } from './money';

const meta = {
  title: 'shared-kit/Money',
  component: Money,
  args: { value: 1250000 },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Amount: Story = {};
export const Missing: Story = { args: { value: null } };
export const Negative: Story = { args: { value: -350000, signColor: true } };
