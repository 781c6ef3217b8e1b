import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG, simulatorBillsEndpoint } from '@busdesk/api-contract';
import { createGatewayBankDriver } from '../src/payments/gateway-bank-driver';
import { createMomoWalletDriver } from '../src/payments/momo-wallet-driver';
import { ProviderError } from '../src/payments/provider-error';
import { buildVietQrPayload, parseVietQrPayload } from '../src/payments/vietqr';
import { createTestApp, login, type TestApp } from '../test-support/test-app';
import { createTrip, messageOf } from '../test-support/sales-booking-fixtures';
import { holdSeats, requestBill } from '../test-support/payments-fixtures';

interface Seen {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** A small provider on 127.0.0.1 that records requests and answers with `answer(body)`. */
async function fakeProvider(answer: (body: Record<string, unknown>, path: string) => { status?: number; json: unknown }) {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      seen.push({ path: req.url ?? '', headers: req.headers, body });
      const { status = 200, json } = answer(body, req.url ?? '');
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const hmac = (key: string, text: string) => createHmac('sha256', key).update(text).digest('hex');
const BILL = { billNumber: 'BDMIC0ABCD123456', amount: 350_000, bankBin: '970422', accountNumber: '0631002345678', accountName: 'CONG TY CP MINH PHAT LIMOUSINE', webhookUrl: 'http://127.0.0.1:1/api/payments/webhook/mb' };

describe('payment gateway bank driver (payOS protocol)', () => {
  it('signs the payment request, sends the credentials and returns the gateway’s VietQR', async () => {
    const gateway = await fakeProvider((b) => ({
      json: { code: '00', desc: 'success', data: { amount: b.amount, qrCode: buildVietQrPayload({ bankBin: '970422', accountNumber: '0631002345678', amount: Number(b.amount), purpose: String(b.description) }) } },
    }));
    const driver = createGatewayBankDriver({ url: gateway.url, clientId: 'client-1', apiKey: 'api-key-1', checksumKey: 'checksum-1' });
    const issued = await driver.issueBill(BILL);
    expect(parseVietQrPayload(issued.payload)).toMatchObject({ crcValid: true, amount: 350_000, purpose: BILL.billNumber });
    const [req] = gateway.seen;
    expect(req?.path).toBe('/v2/payment-requests');
    expect(req?.headers).toMatchObject({ 'x-client-id': 'client-1', 'x-api-key': 'api-key-1' });
    const b = req!.body;
    expect(b).toMatchObject({ amount: 350_000, description: BILL.billNumber });
    expect(Number.isSafeInteger(b.orderCode)).toBe(true);
    expect(b.signature).toBe(hmac('checksum-1', `amount=${b.amount}&cancelUrl=${b.cancelUrl}&description=${b.description}&orderCode=${b.orderCode}&returnUrl=${b.returnUrl}`));
    await gateway.close();
  });

  it('refuses a refusal, an HTTP error and a QR that does not match the bill', async () => {
    let mode = 'refuse';
    const gateway = await fakeProvider((b) => {
      if (mode === 'refuse') return { json: { code: '20', desc: 'Thông tin không hợp lệ', data: null } };
      if (mode === 'http') return { status: 500, json: { code: '99' } };
      return { json: { code: '00', data: { qrCode: buildVietQrPayload({ bankBin: '970422', accountNumber: '1', amount: Number(b.amount) + 1, purpose: String(b.description) }) } } };
    });
    const driver = createGatewayBankDriver({ url: gateway.url, clientId: 'c', apiKey: 'k', checksumKey: 's' });
    for (mode of ['refuse', 'http', 'mismatch']) await expect(driver.issueBill(BILL)).rejects.toBeInstanceOf(ProviderError);
    await gateway.close();
    await expect(driver.issueBill(BILL)).rejects.toBeInstanceOf(ProviderError);
  });
});

describe('MoMo wallet driver', () => {
  it('signs captureWallet with the company secret and our access key, and returns the QR link', async () => {
    const momo = await fakeProvider((b) => ({ json: { partnerCode: b.partnerCode, orderId: b.orderId, requestId: b.requestId, amount: b.amount, resultCode: 0, message: 'Thành công.', payUrl: 'https://test-payment.momo.vn/pay', qrCodeUrl: `momo://app?orderId=${b.orderId}` } }));
    const driver = createMomoWalletDriver({ url: momo.url, accessKey: 'access-1' });
    const order = { orderId: 'MMABC', amount: 350_000, partnerCode: 'MOMOMINHPHAT', secret: 'secret-1', orderInfo: 'Thanh toan ve MMABC', webhookUrl: 'http://127.0.0.1:1/api/payments/webhook/momo', packageName: undefined };
    expect(await driver.createOrder(order)).toEqual({ payUrl: 'momo://app?orderId=MMABC' });
    const b = momo.seen[0]!.body;
    expect(momo.seen[0]!.path).toBe('/v2/gateway/api/create');
    expect(b).toMatchObject({ partnerCode: 'MOMOMINHPHAT', orderId: 'MMABC', amount: 350_000, requestType: 'captureWallet', ipnUrl: order.webhookUrl, lang: 'vi' });
    expect(b).not.toHaveProperty('accessKey');
    expect(b.signature).toBe(
      hmac(
        'secret-1',
        `accessKey=access-1&amount=350000&extraData=&ipnUrl=${order.webhookUrl}&orderId=MMABC&orderInfo=${order.orderInfo}&partnerCode=MOMOMINHPHAT&redirectUrl=${order.webhookUrl}&requestId=${b.requestId}&requestType=captureWallet`,
      ),
    );
    await momo.close();
    const refusing = await fakeProvider((b) => ({ json: { orderId: b.orderId, resultCode: 1001, message: 'Giao dịch thất bại' } }));
    await expect(createMomoWalletDriver({ url: refusing.url, accessKey: 'a' }).createOrder(order)).rejects.toBeInstanceOf(ProviderError);
    await refusing.close();
  });
});

describe('the app with the provider bank driver', () => {
  let t: TestApp;
  let gateway: Awaited<ReturnType<typeof fakeProvider>>;
  let fail = false;
  beforeAll(async () => {
    gateway = await fakeProvider((b) =>
      fail
        ? { json: { code: '01', desc: 'Gateway down', data: null } }
        : { json: { code: '00', data: { qrCode: buildVietQrPayload({ bankBin: '970422', accountNumber: '0631002345678', amount: Number(b.amount), purpose: String(b.description) }) } } },
    );
    t = await createTestApp({ BANK_DRIVER: 'provider', BANK_PROVIDER_URL: gateway.url, BANK_PROVIDER_CLIENT_ID: 'c', BANK_PROVIDER_API_KEY: 'k', BANK_PROVIDER_CHECKSUM_KEY: 's' });
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
  });

  it('issues bills through the gateway, has no simulator, and shows the QR error text when the gateway fails', async () => {
    const admin = await login(t.app, 'admin', 'admin123');
    const tripId = await createTrip(t.app);
    const [a, b] = await holdSeats(t.app, admin, tripId, ['A01', 'A02']);
    const ok = await requestBill(t.app, admin, 'c-minhphat', [a!.ticketId]);
    expect(ok.statusCode).toBe(200);
    expect(gateway.seen.at(-1)?.body).toMatchObject({ amount: 350_000, description: ok.json().results.billNumber });
    // A provider's bill is a real one (issue 10 §7: only the local drivers' are marked simulated).
    const [issued] = await t.app.database.rows<{ simulated: boolean | null }>(sql`select simulated from bank_qr_transactions where bill_number = ${ok.json().results.billNumber}`);
    expect(issued?.simulated).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: simulatorBillsEndpoint.path })).statusCode).toBe(404);
    fail = true;
    const failed = await requestBill(t.app, admin, 'c-minhphat', [b!.ticketId]);
    expect([failed.statusCode, messageOf(failed), failed.json().results.error.message]).toEqual([502, MSG.sales.qrFailed, MSG.sales.qrFailed]);
  });
});
