import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DialogButtons } from './dialog-buttons';

const meta = {
  title: 'shared-kit/DialogButtons',
  component: DialogButtons,
  args: { onClose: fn(), actionLabel: 'Lưu', onAction: fn(), busy: false },
  render: (args) => (
    <Dialog open aria-labelledby="dialog-buttons-title">
      <DialogTitle id="dialog-buttons-title">Hộp thoại</DialogTitle>
      <DialogContent>…</DialogContent>
      <DialogButtons {...args} />
    </Dialog>
  ),
} satisfies Meta<typeof DialogButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};

/** The action runs: neither button answers. */
export const Busy: Story = { args: { busy: true } };

/** Nothing to act on yet: only leaving is possible. */
export const ActionOff: Story = { args: { actionDisabled: true } };

/** An action that cannot be undone. */
export const Destructive: Story = { args: { actionLabel: 'Xác nhận hủy vé', color: 'error' } };
