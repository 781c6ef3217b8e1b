import type { Meta, StoryObj } from '@storybook/react-vite';
import { CancelledUpdateDialog } from './cancelled-update-dialog';

const meta = {
  title: 'mf-reports/Cancelled update dialog',
  component: CancelledUpdateDialog,
  args: { count: 3, onClose: () => undefined, onSave: async () => undefined },
} satisfies Meta<typeof CancelledUpdateDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The reason prefilled with 'Khách không đi nữa muốn hủy vé.', refunded ticked. */
export const ThreeTickets: Story = {};
