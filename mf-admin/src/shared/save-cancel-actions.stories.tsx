import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SaveCancelActions } from './save-cancel-actions';

const meta = {
  title: 'mf-admin/shared/SaveCancelActions',
  component: SaveCancelActions,
  args: { busy: false, onCancel: fn() },
  // 'Lưu' submits the dialog's form: the story gives it one.
  decorators: [
    (Story) => (
      <form onSubmit={(e) => e.preventDefault()} aria-label="Sửa nhân viên">
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof SaveCancelActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Hủy' and 'Lưu', ready. */
export const Ready: Story = {};
/** A save in flight: both buttons off. */
export const Saving: Story = { args: { busy: true } };
