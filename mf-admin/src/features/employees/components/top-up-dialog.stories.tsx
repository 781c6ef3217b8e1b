import type { Meta, StoryObj } from '@storybook/react-vite';
import { employeesFixture } from '../../../test-support/admin-fixtures';
import { TopUpDialog } from './top-up-dialog';

const meta = {
  title: 'mf-admin/employees/TopUpDialog',
  component: TopUpDialog,
  args: { user: employeesFixture()[1]!, onTopUp: async () => undefined, onClose: () => undefined },
} satisfies Meta<typeof TopUpDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An ADMIN tops up a STAFF employee: amount in đồng and a description. */
export const TopUpStaff: Story = {};
/** The server refuses (the page says why; the dialog stays open). */
export const Refused: Story = { args: { onTopUp: async () => Promise.reject(new Error('Không tìm thấy')) } };
