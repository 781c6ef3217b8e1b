import type { TBankQrResponse, TRefundPayment, TTicket, TWalletQrResponse } from '@busdesk/api-contract';
import { SALES_NOW, ticketFixture } from './sales-fixtures';

/**
 * Tests and stories only (never imported by product code): a held group of two beds on the shared sleeper trip,
 * the bills the server makes for it and a refund-needed payment.
 */

/** A real 1×1 PNG: the dialog shows whatever data URL the server sends, jsdom and Storybook need a valid one. */
export const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export const heldGroup = (): TTicket[] => [
  ticketFixture({ ticketId: 'tk-1', seatId: 'A01', fullName: 'Trần Văn Bình', phoneNumber: '0901234567', agencyPrice: 300_000, paidMoney: 50_000 }),
  ticketFixture({ ticketId: 'tk-2', seatId: 'A02', fullName: 'Trần Văn Bình', phoneNumber: '0901234567', agencyPrice: 300_000, paidMoney: 100_000 }),
];

export const paidTicket = (overrides: Partial<TTicket> = {}): TTicket =>
  ticketFixture({ ticketId: 'tk-3', seatId: 'A03', ticketStatus: 3, agencyPrice: 300_000, paidMoney: 300_000, ...overrides });

export const bankQrFixture = (overrides: Partial<TBankQrResponse> = {}): TBankQrResponse => ({
  type: 'MB_QR',
  qrImage: PNG_DATA_URL,
  billNumber: 'BD2611220001',
  amount: 450_000,
  payload: '00020101021238570010A00000072701270006970422011303312345678900208QRIBFTTA53037045406450000',
  bankBin: '970422',
  accountNumber: '0331234567890',
  accountName: 'CONG TY PHUONG TRANG',
  ticketIds: ['tk-1', 'tk-2'],
  createdDate: SALES_NOW,
  ...overrides,
});

export const walletQrFixture = (overrides: Partial<TWalletQrResponse['momo']> = {}): TWalletQrResponse => ({
  momo: { qrImage: PNG_DATA_URL, orderId: 'MM2611220001', amount: 450_000, payUrl: 'momo://pay?orderId=MM2611220001', ...overrides },
});

export const refundFixture = (overrides: Partial<TRefundPayment> = {}): TRefundPayment => ({
  id: 'pe-1',
  provider: 'MB_QR',
  transactionId: 'FT26112200001',
  billNumber: 'BD2611210007',
  companyId: 'c-phuongtrang',
  companyName: 'Phương Trang',
  amount: 300_000,
  outcome: 'refund_needed',
  ticketIds: ['tk-9'],
  seatIds: ['B05'],
  tripId: 'trip-mdong-dalat',
  receivedAt: SALES_NOW - 20 * 60_000,
  note: null,
  resolvedAt: null,
  resolvedBy: null,
  ...overrides,
});
