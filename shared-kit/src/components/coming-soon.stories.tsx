import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG } from '../messages/index';
import { ComingSoon } from './coming-soon';

const meta = {
  title: 'shared-kit/ComingSoon',
  component: ComingSoon,
} satisfies Meta<typeof ComingSoon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const WithTitle: Story = { args: { title: MSG.reports.transactionTitle } };
