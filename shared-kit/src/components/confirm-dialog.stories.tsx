import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MSG } from '../messages/index';
import { ConfirmDialog } from './confirm-dialog';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const meta = {
  title: 'shared-kit/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: MSG.permission.deleteConfirm,
    onClose: fn(),
    // A fake action that takes a moment, so the busy state is visible.
    onConfirm: fn(() => wait(1500)),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Delete: Story = { args: { destructive: true } };
export const WithMessage: Story = {
  args: { title: MSG.permission.deleteConfirm, message: MSG.reports.defaultCancelReason },
};
export const Failing: Story = {
  args: { onConfirm: fn(() => wait(800).then(() => Promise.reject(new Error(MSG.common.connectionFailed)))) },
};
