import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fakePaymentServices } from '../../../test-support/fake-payment-services';
import { heldGroup } from '../../../test-support/payment-fixtures';
import { QrPaymentDialog } from './qr-payment-dialog';

const meta = {
  title: 'mf-sales/QR payment dialog',
  component: QrPaymentDialog,
  args: { companyId: 'c-phuongtrang', tickets: heldGroup(), services: fakePaymentServices(), onClose: fn(), onPaid: fn() },
} satisfies Meta<typeof QrPaymentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bank's VietQR bill: image, amount, bill number, waiting for the transfer; the send form below. */
export const BankQr: Story = {};

/** While the server makes the bill. */
export const Loading: Story = { args: { services: fakePaymentServices({ bank: 'loading' }) } };

/** The server explained the failure (results.error.message), with 'Thử lại'. */
export const BankQrRefused: Story = { args: { services: fakePaymentServices({ bank: 'failed' }) } };

/** No explanation: 'Có lỗi khi lấy mã QR'. */
export const BankQrFailed: Story = { args: { services: fakePaymentServices({ bank: 'down' }) } };

/** The wallet order, with its orderId. */
export const WalletQr: Story = { args: { initialKind: 'MOMO_QR' } };

/** The company has no wallet account: 'Vui lòng liên hệ nhà xe để được hỗ trợ cấu hình MOMO QR'. */
export const WalletNotConfigured: Story = { args: { initialKind: 'MOMO_QR', services: fakePaymentServices({ wallet: 'notConfigured' }) } };
