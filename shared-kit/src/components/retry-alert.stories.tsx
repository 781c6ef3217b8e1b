import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RetryAlert } from './retry-alert';

const meta = {
  title: 'shared-kit/RetryAlert',
  component: RetryAlert,
  args: { children: 'Tải dữ liệu thất bại', retryLabel: 'Thử lại', onRetry: fn() },
} satisfies Meta<typeof RetryAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoadFailed: Story = {};
