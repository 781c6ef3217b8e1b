import type { Meta, StoryObj } from '@storybook/react-vite';
import { bankTerminalFixture } from '../../../test-support/fake-vietqr-services';
import { TerminalStatusCard } from './terminal-status-card';

const meta = {
  title: 'mf-admin/Bank QR registration/Status card',
  component: TerminalStatusCard,
  args: { terminal: bankTerminalFixture() },
} satisfies Meta<typeof TerminalStatusCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** success: green 'Đang hoạt động'. */
export const Active: Story = {};
/** new: orange 'Chờ duyệt'. */
export const AwaitingApproval: Story = { args: { terminal: bankTerminalFixture({ status: 'new' }) } };
/** deny: 'Từ chối'. */
export const Denied: Story = { args: { terminal: bankTerminalFixture({ status: 'deny', terminalId: null }) } };
/** delete: 'Đã xóa'. */
export const Deleted: Story = { args: { terminal: bankTerminalFixture({ status: 'delete' }) } };
/** Any other status: 'Đang xác minh'. */
export const Verifying: Story = { args: { terminal: bankTerminalFixture({ status: 'verifying', terminalId: null }) } };
/** No registration. */
export const None: Story = { args: { terminal: null } };
