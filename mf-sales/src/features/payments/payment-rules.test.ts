import { MSG } from '@busdesk/api-contract';
import { ApiError } from '@busdesk/shared-kit';
import { describe, expect, it } from 'vitest';
import { heldGroup, paidTicket } from '../../test-support/payment-fixtures';
import { canPayByQr, isPaymentOf, payableTickets, qrErrorText, sendErrorDetail, sendFormFrom, validateSend } from './payment-rules';

describe('payment rules', () => {
  it('bills only tickets that still owe money', () => {
    const fullyDeposited = { ...heldGroup()[0]!, ticketId: 'tk-d', paidMoney: 300_000 };
    const companyHeld = { ...heldGroup()[1]!, ticketId: 'tk-7', ticketStatus: 7 };
    const cancelled = { ...heldGroup()[1]!, ticketId: 'tk-0', ticketStatus: 0 };
    expect(payableTickets([paidTicket(), ...heldGroup(), fullyDeposited, companyHeld, cancelled]).map((t) => t.ticketId)).toEqual(['tk-1', 'tk-2', 'tk-7']);
    expect(canPayByQr([paidTicket(), fullyDeposited])).toBe(false);
    expect(canPayByQr([paidTicket(), heldGroup()[0]!])).toBe(true);
  });

  it('bills an expired hold with a deposit (its balance is still collectable); an expired zero-paid hold is gone', () => {
    const now = Date.now();
    const expiredDeposit = { ...heldGroup()[0]!, ticketId: 'tk-e', paidMoney: 100_000, overTime: now - 60_000 };
    const expiredZero = { ...heldGroup()[1]!, ticketId: 'tk-z', paidMoney: 0, overTime: now - 60_000 };
    expect(payableTickets([expiredDeposit, expiredZero], now).map((t) => t.ticketId)).toEqual(['tk-e']);
  });

  it("reads results.error.message first; bank falls back to 'Có lỗi khi lấy mã QR', wallet to the MOMO text", () => {
    const withResults = new ApiError('Bad', 400, { code: 400, message: 'Bad', results: { error: { message: 'Lỗi từ ngân hàng' } } });
    expect(qrErrorText('MB_QR', withResults)).toBe('Lỗi từ ngân hàng');
    expect(qrErrorText('MOMO_QR', withResults)).toBe('Lỗi từ ngân hàng');
    const refused = new ApiError(MSG.sales.momoNotConfigured, 400, { code: 400, message: MSG.sales.momoNotConfigured, results: null });
    expect(qrErrorText('MB_QR', refused)).toBe(MSG.sales.qrFailed);
    expect(qrErrorText('MOMO_QR', refused)).toBe(MSG.sales.momoNotConfigured);
    expect(qrErrorText('MOMO_QR', new ApiError('Vé đã thanh toán', 409, {}))).toBe('Vé đã thanh toán');
    expect(qrErrorText('MOMO_QR', new ApiError('Kết nối thất bại', 0))).toBe(MSG.sales.momoNotConfigured);
    expect(sendErrorDetail(new ApiError('Hết tiền', 402, {}))).toBe('Hết tiền');
    expect(sendErrorDetail('x')).toBe(MSG.common.connectionFailed);
  });

  it('prefills the send form from the first ticket with a phone and checks phone, then name', () => {
    const [a, b] = heldGroup();
    expect(sendFormFrom([{ ...a!, phoneNumber: null, fullName: 'X' }, { ...b!, phoneNumber: ' 0912345678 ', fullName: 'Lê Hoa' }])).toEqual({
      customerPhone: '0912345678',
      customerName: 'Lê Hoa',
      willSendZNS: true,
    });
    expect(validateSend({ customerPhone: ' ', customerName: '', willSendZNS: true })).toEqual({ field: 'customerPhone', message: 'Vui lòng nhập số điện thoại' });
    expect(validateSend({ customerPhone: '0912345678', customerName: ' ', willSendZNS: true })).toEqual({ field: 'customerName', message: 'Vui lòng nhập họ tên' });
    expect(validateSend({ customerPhone: '0912345678', customerName: 'Lê Hoa', willSendZNS: false })).toBeNull();
  });

  it("matches a payment event to the dialog's own bills only", () => {
    expect(isPaymentOf({ billNumber: 'B1' }, [undefined, 'B1'])).toBe(true);
    expect(isPaymentOf({ billNumber: 'B2' }, ['B1'])).toBe(false);
    expect(isPaymentOf({ billNumber: '' }, [])).toBe(false);
  });
});
