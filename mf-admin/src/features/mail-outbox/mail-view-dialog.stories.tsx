import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MailViewDialog } from './mail-view-dialog';

const meta = {
  title: 'mf-admin/Mail outbox/View dialog',
  component: MailViewDialog,
  args: {
    mail: {
      id: 'm-1',
      ticketId: 't-1',
      toAddress: 'khach.hang@example.vn',
      subject: 'Xác nhận đặt vé VX7K2M9Q',
      transport: 'outbox',
      createdAt: Date.UTC(2026, 10, 25, 2, 30),
      sentAt: null,
      error: null,
      html: '<p>Kính gửi quý khách <strong>Nguyễn Văn An</strong>,</p><p>Vé <strong>VX7K2M9Q</strong> đã được đặt thành công.</p>',
      raw: 'Content-Type: text/html; charset=utf-8\r\nSubject: =?UTF-8?Q?X=C3=A1c_nh=E1=BA=ADn?=\r\n\r\n<p>…</p>',
    },
    onClose: fn(),
  },
} satisfies Meta<typeof MailViewDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An e-mail kept in the outbox (no SMTP configured), as the passenger would see it, and its MIME text. */
export const KeptInOutbox: Story = {};
