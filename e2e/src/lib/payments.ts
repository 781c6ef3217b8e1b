// The QR payment flow of /book-ticket (issue 5, 001 §2.1 'QR dialog', §4 'mb-ticket-payment'): the dialog's
// controls found by role and name, and the local bank's simulator page (served by the server at /simulator/bank
// while the embedded bank driver is active, to a signed-in ADMIN) that pays a bill with a signed webhook, as a real
// bank would.
import type { Locator, Page } from 'playwright-core';
import { salesCall } from './sales';

/** What the user must see: the seed's texts (001 §8) and the product's own labels (`ours`), copied on purpose. */
export const PAYMENT_TEXT = {
  paymentSuccess: 'Thanh toán thành công',
  qrFailed: 'Có lỗi khi lấy mã QR',
  sendSuccess: (type: string) => `Gửi ${type} thành công!`,
  // ours (mf-sales features/payments/labels.ts)
  openQr: 'Thanh toán QR',
  dialogTitle: 'Thanh toán bằng mã QR',
  bankQrImage: 'Mã QR ngân hàng',
  billNumber: 'Mã hóa đơn',
  sendPhone: 'Số điện thoại khách',
  sendName: 'Tên khách',
  send: 'Gửi mã QR',
  resolve: 'Đã xử lý',
  resolveOne: (bill: string) => `Đánh dấu đã xử lý ${bill}`,
  refundTitle: 'Giao dịch cần hoàn tiền', // ours (api-contract MSG.payments.refundNeededTitle)
  // ours (server/src/payments/simulator-labels.ts): the simulator's 'pay in full' button, named '<action> <bill>'
  simulatorPayFull: 'Trả đủ',
} as const;

export const SIMULATOR_PATH = '/simulator/bank';
/** The contract's paths (api-contract/src/api/payments.ts, sales-ticket.ts). */
export const PAYMENT_PATHS = {
  bankQr: '/api/partner/mb/v2/qr-ticket',
  refunds: '/api/partner/payments/refund-needed',
  cancel: '/api/ticket/partner/cancel',
} as const;
/** The endpoint the simulator page posts to (api-contract simulatorPayEndpoint). */
export const SIMULATOR_PAY_PATH = '/api/simulator/bank/pay';

/** The QR dialog of the open trip. */
export const qrDialog = (page: Page): Locator => page.getByRole('dialog', { name: PAYMENT_TEXT.dialogTitle });

/** Opens the QR dialog for the selected tickets and waits for the bank QR; returns the dialog and its bill number. */
export async function openBankQr(page: Page): Promise<{ dialog: Locator; image: Locator; billNumber: string }> {
  await page.getByRole('region', { name: 'Thông tin đặt vé' }).getByRole('button', { name: PAYMENT_TEXT.openQr, exact: true }).click();
  const dialog = qrDialog(page);
  const image = dialog.getByRole('img', { name: PAYMENT_TEXT.bankQrImage });
  await image.waitFor({ state: 'visible', timeout: 20_000 });
  const billNumber = (await dialog.getByTestId('qr-bill').innerText()).trim();
  return { dialog, image, billNumber };
}

/**
 * Pays a bill in full on the simulator page (its 'Trả đủ <bill>' button), as the customer's bank would; `page` must
 * be signed in as an ADMIN of the bill's agency (the page answers nobody else); resolves
 * with the time the simulator's pay call answered (the webhook was delivered and processed by then).
 */
export async function payOnSimulator(page: Page, billNumber: string): Promise<{ clickedAt: number; answeredAt: number; status: number }> {
  await page.goto(SIMULATOR_PATH);
  const pay = page.getByRole('button', { name: `${PAYMENT_TEXT.simulatorPayFull} ${billNumber}`, exact: true });
  await pay.waitFor({ state: 'visible', timeout: 20_000 });
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === SIMULATOR_PAY_PATH && r.request().method() === 'POST');
  const clickedAt = Date.now();
  await pay.click();
  const response = await answer;
  return { clickedAt, answeredAt: Date.now(), status: response.status() };
}

declare global {
  interface Window {
    __seatPaidAt?: number;
    /** paidAt (the server's clock when it processed the payment) of the bill's mb-ticket-payment event. */
    __billPaidAt?: number;
    __BUSDESK_BUS__?: { payments$: { subscribe(next: (event: { billNumber: string; paidAt?: number }) => void): unknown } };
  }
}

/**
 * Records in the page, with the browser's own clock, the moment the seat's accessible name first says it is paid
 * (a MutationObserver, so the figure does not include the test's polling round trips on a loaded machine).
 * Read it with `seatPaidAt`.
 */
export async function watchSeatPaid(page: Page, seatId: string, paidText: string, billNumber: string): Promise<void> {
  await page.evaluate(
    ({ seatId, paidText, billNumber }) => {
      // The page's own bus (shared-kit keeps it on window): the payment event also reaches this screen.
      delete window.__billPaidAt;
      window.__BUSDESK_BUS__?.payments$.subscribe((event) => {
        if (event.billNumber === billNumber && window.__billPaidAt === undefined) window.__billPaidAt = event.paidAt;
      });
      const isPaid = () =>
        [...document.querySelectorAll('[aria-label]')].some((el) => {
          const name = el.getAttribute('aria-label') ?? '';
          return (name === `Ghế ${seatId}` || name.startsWith(`Ghế ${seatId} `) || name.startsWith(`Ghế ${seatId},`)) && name.includes(paidText);
        });
      delete window.__seatPaidAt;
      const observer = new MutationObserver(() => {
        if (window.__seatPaidAt === undefined && isPaid()) {
          window.__seatPaidAt = Date.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
    },
    { seatId, paidText, billNumber },
  );
}

/** When `watchSeatPaid` saw the seat turn paid (epoch ms), or null while it has not. */
export const seatPaidAt = (page: Page): Promise<number | null> => page.evaluate(() => window.__seatPaidAt ?? null);

/** The server's processing time of the bill's payment, from its event on the page's bus; null before it came. */
export const billPaidAt = (page: Page): Promise<number | null> => page.evaluate(() => window.__billPaidAt ?? null);

/** A bank QR bill for tickets, made over the API as the dialog makes it. */
export const createBankBill = (baseUrl: string, token: string, companyId: string, ticketIds: readonly string[]) =>
  salesCall<{ billNumber: string; amount: number }>(baseUrl, token, 'POST', PAYMENT_PATHS.bankQr, { companyId, ticketIds: ticketIds.join('-') });

export const cancelOverApi = (baseUrl: string, token: string, ticketIds: readonly string[]) =>
  salesCall<unknown>(baseUrl, token, 'POST', PAYMENT_PATHS.cancel, { ticketIds });

/** Pays a bill through the simulator's own endpoint (it stands for the customer's bank; the agency's ADMIN's token). */
export async function payOverApi(baseUrl: string, adminToken: string, billNumber: string, mode: 'full' | 'partial' | 'twice' | 'late' = 'full'): Promise<{ outcome: string | null }> {
  const res = await fetch(`${baseUrl}${SIMULATOR_PAY_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ billNumber, mode }),
  });
  const body = (await res.json()) as { code: number; message: string; results: { outcome: string | null } };
  if (!res.ok) throw new Error(`POST ${SIMULATOR_PAY_PATH} → ${res.status}: ${body.message}`);
  return body.results;
}
