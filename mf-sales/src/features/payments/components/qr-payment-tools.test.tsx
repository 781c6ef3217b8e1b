import { MSG, type TBankQrRequest, type TSendQrRequest, type TWalletQrRequest } from '@busdesk/api-contract';
import { bus } from '@busdesk/shared-kit';
import { startFixtureApiServer, type FixtureApiServer } from '@busdesk/shared-kit/test-support';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_LABELS as L } from '../labels';
import { heldGroup, paidTicket, PNG_DATA_URL } from '../../../test-support/payment-fixtures';
import { defaultPaymentRoutes, PAY_PATHS, renderTools } from '../../../test-support/payment-test-kit';
import { apiPaymentServices } from '../payment-services';

vi.setConfig({ testTimeout: 30_000 });

let server: FixtureApiServer;
beforeAll(async () => {
  server = await startFixtureApiServer(defaultPaymentRoutes());
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  for (const [route, handler] of Object.entries(defaultPaymentRoutes())) server.on(route, handler);
});
afterEach(cleanup);

const openButton = () => screen.getByRole('button', { name: L.openButton }) as HTMLButtonElement;
const dialog = () => screen.getByRole('dialog', { name: L.dialogTitle });
const qrImage = (what: string) => screen.findByRole('img', { name: L.qrImage(what) });
const payment = (billNumber: string) => ({ type: 'mb-ticket-payment' as const, billNumber, ticketIds: ['tk-1', 'tk-2'], amount: 450_000 });

async function openDialog() {
  await userEvent.setup().click(openButton());
  return qrImage(L.bankQr);
}

describe('QR payment button', () => {
  it('is off when every selected ticket is paid, on while one still owes money', () => {
    renderTools([paidTicket(), paidTicket({ ticketId: 'tk-4', seatId: 'A04' })]);
    expect(openButton().disabled).toBe(true);
    cleanup();
    renderTools([paidTicket(), ...heldGroup()]);
    expect(openButton().disabled).toBe(false);
  });
});

describe('QR payment dialog — bank QR', () => {
  it('asks a bill for the unpaid tickets of the company and shows the QR image, the amount and the bill number', async () => {
    renderTools([paidTicket(), ...heldGroup()]);
    const image = (await openDialog()) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe(PNG_DATA_URL);
    const body = server.calls(PAY_PATHS.bankQr)[0]!.body as TBankQrRequest;
    // The paid ticket is not billed again; the seeds' wire form joins ids with a dash.
    expect(body).toEqual({ companyId: 'c-phuongtrang', ticketIds: 'tk-1-tk-2' });
    const box = within(dialog());
    expect(box.getByText('450.000 đ')).toBeTruthy();
    expect(box.getByTestId('qr-bill').textContent).toBe('BD2611220001');
    expect(box.getByText('A01, A02')).toBeTruthy();
  });

  it("closes on its own bill's payment event only: 'Thanh toán thành công' and the selection cleared", async () => {
    const { onClearSelection } = renderTools();
    await openDialog();
    act(() => bus.payments$.next(payment('BD-SOMEONE-ELSE')));
    expect(dialog()).toBeTruthy();
    expect(onClearSelection).not.toHaveBeenCalled();

    act(() => bus.payments$.next(payment('BD2611220001')));
    expect(await screen.findByText(MSG.sales.paymentSuccess)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: L.dialogTitle })).toBeNull());
    expect(onClearSelection).toHaveBeenCalledTimes(1);
  });

  it('reads the bill again after a reconnect and closes when it was paid meanwhile', async () => {
    const { onClearSelection } = renderTools();
    await openDialog();
    server.on(PAY_PATHS.bill, (r) => ({
      results: { billNumber: r.query.get('billNumber'), companyId: 'c-phuongtrang', amount: 450_000, transStatus: 2, ticketIds: ['tk-1'], createdDate: 1, paidAt: 2 },
    }));
    act(() => bus.reconnected$.next());
    expect(await screen.findByText(MSG.sales.paymentSuccess)).toBeTruthy();
    expect(server.calls(PAY_PATHS.bill)[0]!.query.get('billNumber')).toBe('BD2611220001');
    await waitFor(() => expect(onClearSelection).toHaveBeenCalledTimes(1));
  });

  it("shows the server's results.error.message, else 'Có lỗi khi lấy mã QR', and retries", async () => {
    server.on(PAY_PATHS.bankQr, () => ({ status: 400, message: 'Nhà xe chưa cấu hình', results: { error: { message: 'Nhà xe chưa cấu hình tài khoản' } } }));
    renderTools();
    await userEvent.setup().click(openButton());
    expect(await within(dialog()).findByText('Nhà xe chưa cấu hình tài khoản')).toBeTruthy();

    server.on(PAY_PATHS.bankQr, () => ({ status: 500, message: 'Internal' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: L.retry }));
    expect(await within(dialog()).findByText(MSG.sales.qrFailed)).toBeTruthy();

    server.on(PAY_PATHS.bankQr, defaultPaymentRoutes()[PAY_PATHS.bankQr]!);
    fireEvent.click(within(dialog()).getByRole('button', { name: L.retry }));
    expect(await qrImage(L.bankQr)).toBeTruthy();
    expect(server.calls(PAY_PATHS.bankQr)).toHaveLength(3);
  });
});

describe('QR payment dialog — wallet QR', () => {
  it('makes a wallet order once, shows its orderId, closes on its payment, and keeps the bank bill when switching back', async () => {
    const bill = vi.fn(apiPaymentServices.bill);
    const { onClearSelection } = renderTools(heldGroup(), { ...apiPaymentServices, bill });
    await openDialog();
    const user = userEvent.setup();
    await user.click(within(dialog()).getByRole('button', { name: L.walletQr }));
    expect(await qrImage(L.walletQr)).toBeTruthy();
    expect(server.calls(PAY_PATHS.walletQr)[0]!.body as TWalletQrRequest).toEqual({ companyId: 'c-phuongtrang', ticketIds: 'tk-1-tk-2' });
    expect(within(dialog()).getByTestId('qr-bill').textContent).toBe('MM2611220001');
    expect(within(dialog()).getByText(L.orderId)).toBeTruthy();

    await user.click(within(dialog()).getByRole('button', { name: L.bankQr }));
    expect(await qrImage(L.bankQr)).toBeTruthy();
    expect(server.calls(PAY_PATHS.bankQr)).toHaveLength(1);

    // After a reconnect only the bank bill has a state to read; the wallet order waits for its event.
    act(() => bus.reconnected$.next());
    expect(bill.mock.calls.map(([request]) => request.billNumber)).toEqual(['BD2611220001']);

    act(() => bus.payments$.next(payment('MM2611220001')));
    expect(await screen.findByText(MSG.sales.paymentSuccess)).toBeTruthy();
    await waitFor(() => expect(onClearSelection).toHaveBeenCalledTimes(1));
  });

  it("says 'Vui lòng liên hệ nhà xe để được hỗ trợ cấu hình MOMO QR' when the wallet is not set up", async () => {
    server.on(PAY_PATHS.walletQr, () => ({ status: 503 }));
    renderTools();
    await openDialog();
    await userEvent.setup().click(within(dialog()).getByRole('button', { name: L.walletQr }));
    expect(await within(dialog()).findByText(MSG.sales.momoNotConfigured)).toBeTruthy();
  });
});

describe('QR payment dialog — send to the customer', () => {
  const field = (label: string) => within(dialog()).getByRole('textbox', { name: label }) as HTMLInputElement;

  it('starts from the passenger, refuses an empty phone or name with the seeds’ texts, and sends nothing then', async () => {
    renderTools();
    await openDialog();
    expect(field(L.send.phone).value).toBe('0901234567');
    expect(field(L.send.name).value).toBe('Trần Văn Bình');
    const send = within(dialog()).getByRole('button', { name: L.send.submit });

    fireEvent.change(field(L.send.phone), { target: { value: ' ' } });
    fireEvent.click(send);
    expect(await screen.findAllByText(MSG.sales.qrPhoneRequired)).not.toHaveLength(0);
    expect(document.activeElement).toBe(field(L.send.phone));

    fireEvent.change(field(L.send.phone), { target: { value: '0912345678' } });
    fireEvent.change(field(L.send.name), { target: { value: '' } });
    fireEvent.click(send);
    expect(await screen.findAllByText(MSG.sales.qrNameRequired)).not.toHaveLength(0);
    expect(server.calls(PAY_PATHS.sendQr)).toHaveLength(0);
  });

  it("sends the bill by SMS or ZNS and says 'Gửi {type} thành công!', or the failure with the server's text", async () => {
    renderTools();
    await openDialog();
    const user = userEvent.setup();
    await user.click(within(dialog()).getByRole('radio', { name: L.send.sms }));
    fireEvent.change(field(L.send.name), { target: { value: 'Lê Thị Hoa' } });
    await user.click(within(dialog()).getByRole('button', { name: L.send.submit }));
    expect(await screen.findByText(MSG.sales.qrSendSuccess('SMS'))).toBeTruthy();
    expect(server.calls(PAY_PATHS.sendQr)[0]!.body as TSendQrRequest).toEqual({
      billNumber: 'BD2611220001',
      willSendZNS: false,
      customerName: 'Lê Thị Hoa',
      customerPhone: '0901234567',
    });

    server.on(PAY_PATHS.sendQr, () => ({ status: 400, message: 'Số điện thoại không đúng định dạng' }));
    await user.click(within(dialog()).getByRole('radio', { name: L.send.zns }));
    await user.click(within(dialog()).getByRole('button', { name: L.send.submit }));
    expect(await screen.findByText(MSG.sales.qrSendFailed('Số điện thoại không đúng định dạng'))).toBeTruthy();
    expect((server.calls(PAY_PATHS.sendQr)[1]!.body as TSendQrRequest).willSendZNS).toBe(true);
  });
});
