// Electronic transport orders, issue 14, through the composed portal on the real server: the station's ADMIN registers
// the bus company's public certificate in the transport configuration (docs/adr/0101); the company's order (signed
// with its key by the demo's company simulator, docs/adr/0087) is uploaded by its departure station, shows on
// /station-service against its departure (departures without an order say 'Chưa có lệnh', docs/adr/0086), is
// signed by it ('Bến đi ký'), signed by the arrival station — another agency's account — ('Bến đến ký'), transmitted
// by the local gateway, then its view page shows every signature valid, prints on A4 and downloads its XML. axe in
// every state reached, at 1366×768.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiLogin } from './lib/api';
import { accessibilityViolations } from './lib/axe';
import { usePortal } from './lib/portal';
import { salesCall } from './lib/sales';
import { ACCOUNTS } from './lib/texts';

const portal = usePortal();
const VIEWPORT = { viewport: { width: 1366, height: 768 } };

/** The seed's texts (002 §2, §8) and the product's own labels (`ours`: mf-transport/src/messages.ts). */
const TEXT = {
  title: 'Ký duyệt lệnh',
  fetch: 'Lấy dữ liệu',
  upload: 'Upload XML',
  upSign: 'Bến đi ký',
  downSign: 'Bến đến ký',
  actualDeparture: 'Giờ xuất bến thực tế', // ours
  arrivalConfirm: 'Giờ xác nhận đến bến', // ours
  signSuccess: 'Lệnh được ký thành công',
  table: 'Danh sách lệnh vận chuyển', // ours
  createTitle: 'Tải lên lệnh vận chuyển', // ours
  code: 'Mã lệnh', // ours
  file: 'File XML lệnh', // ours
  uploadSuccess: 'Tải lệnh lên thành công', // ours
  view: (code: string) => `Xem lệnh ${code}`, // ours
  valid: 'Chữ ký hợp lệ', // ours
  print: 'In',
  downloadXml: 'Tải XML', // ours
  configTitle: 'Cấu hình chung', // ours
  companyCertificates: 'Chứng thư số của nhà xe', // ours
  registerFor: (company: string) => `Đăng ký chứng thư số của ${company}`, // ours
  registerAgain: (company: string) => `Đăng ký lại chứng thư số của ${company}`, // ours
  certificateFile: 'Tệp chứng thư số của nhà xe', // ours
  registerSubmit: 'Đăng ký', // ours
  registered: 'Đã đăng ký chứng thư số của nhà xe', // ours
  testOnly: 'Thử nghiệm', // ours
  stationTitle: 'Dịch vụ bến xe', // ours
  today: 'Chuyến xuất bến hôm nay', // ours
  noOrder: 'Chưa có lệnh', // the words
} as const;

const PATHS = { list: '/api/transport-xml/list', companyOrder: '/api/simulator/transport-order' } as const;

/** The arrival station's account: Bến xe liên tỉnh Đà Lạt, another agency than the admin's (demo seed). */
const ARRIVAL = { username: 'bxdl', password: 'bxdl123' };
/** A route of the demo network from the admin's station (Bến xe Miền Đông) to the arrival's, and its company. */
const ROUTE_ID = 'r-mdong-dalat';
const COMPANY = { id: 'c-minhphat', name: 'Nhà xe Minh Phát Limousine' };

/** The page does not scroll sideways: everything fits the window's width. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

interface Order {
  id: string;
  code: string | null;
  partnerUpId: string | null;
  partnerDownId: string | null;
  stationUpStatus: number;
  stationDownStatus: number;
}

const DAY = 86_400_000;
const VN_OFFSET = 7 * 3_600_000;
function todayRange(now = Date.now()) {
  const start = Math.floor((now + VN_OFFSET) / DAY) * DAY - VN_OFFSET;
  return { startTime: start, endTime: start + (23 * 60 + 59) * 60_000 };
}

const noToasts = (page: Page) => expect.poll(() => page.locator('#notistack-snackbar').count(), { timeout: 20_000 }).toBe(0);

async function openSigned(page: Page, code: string) {
  await page.getByRole('button', { name: TEXT.fetch }).click();
  const row = page.getByRole('grid', { name: TEXT.table }).getByRole('row').filter({ hasText: code });
  await row.first().waitFor({ timeout: 30_000 });
  await row.first().getByRole('button', { name: TEXT.view(code) }).click();
  return page.getByRole('dialog');
}

describe('transport orders', () => {
  it('company certificate registered → upload → on its departure → departure signs → arrival signs → transmitted → view shows both valid → print → download', async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.admin);
    const arrivalToken = await apiLogin(portal.baseUrl, ARRIVAL);
    // The company's software sends the order (here the demo's company simulator, signing with the company's key).
    const departureAt = todayRange().startTime + 22 * 3_600_000;
    const res = await fetch(`${portal.baseUrl}${PATHS.companyOrder}?routeId=${ROUTE_ID}&departureAt=${departureAt}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const xml = await res.text();
    const code = /<MaLenh>([^<]+)<\/MaLenh>/.exec(xml)?.[1] ?? '';
    expect(code).toMatch(/^LVC-/);
    const dir = mkdtempSync(join(tmpdir(), 'busdesk-lvc-'));
    const file = join(dir, 'lenh.xml');
    writeFileSync(file, xml);
    // The company's public certificate, as the company hands it to the station (here: the one its signature carries).
    const certB64 = /<DoanhNghiep>[\s\S]*?<X509Certificate>([^<]+)<\/X509Certificate>/.exec(xml)?.[1]?.replace(/\s+/g, '') ?? '';
    expect(certB64.length).toBeGreaterThan(500);
    const certFile = join(dir, 'minhphat.cer');
    writeFileSync(certFile, `-----BEGIN CERTIFICATE-----\n${certB64.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`);

    // The station's ADMIN registers the company's certificate in the transport configuration.
    const page = await portal.signedInPage(ACCOUNTS.admin, VIEWPORT);
    await page.goto('/config/general');
    await page.getByRole('heading', { name: TEXT.companyCertificates }).waitFor();
    const companyRow = page.locator(`tr[data-company-id="${COMPANY.id}"]`);
    await companyRow.getByText(TEXT.testOnly).waitFor();
    await companyRow.getByRole('button', { name: TEXT.registerAgain(COMPANY.name) }).click();
    const register = page.getByRole('dialog', { name: TEXT.registerFor(COMPANY.name) });
    await register.getByLabel(TEXT.certificateFile).setInputFiles(certFile);
    expect(await accessibilityViolations(page)).toEqual([]);
    await register.getByRole('button', { name: TEXT.registerSubmit }).click();
    await page.getByText(TEXT.registered).waitFor();
    await register.waitFor({ state: 'detached' });
    await expect.poll(() => companyRow.getByText(TEXT.testOnly).count()).toBe(0);
    expect(await fitsWidth(page)).toBe(true);
    await noToasts(page);
    expect(await accessibilityViolations(page)).toEqual([]);

    // Upload at the departure station, through the dialog (the file chooser gives text/xml for .xml).
    await page.goto('/transport');
    await page.getByRole('heading', { name: TEXT.title, level: 1 }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: TEXT.upload }).click();
    const create = page.getByRole('dialog', { name: TEXT.createTitle });
    await create.getByRole('textbox', { name: TEXT.code }).fill(code);
    expect(await accessibilityViolations(page)).toEqual([]);
    await create.getByLabel(TEXT.file).setInputFiles(file);
    await page.getByText(TEXT.uploadSuccess).waitFor({ timeout: 15_000 });
    await create.waitFor({ state: 'detached' });
    await noToasts(page);

    // /station-service: the order stands on its departure (22:00 to Đà Lạt); departures without an order say so.
    await page.goto('/station-service');
    await page.getByRole('heading', { name: TEXT.stationTitle, level: 1 }).waitFor();
    const today = page.getByRole('table', { name: TEXT.today });
    await today.getByRole('row').filter({ hasText: code }).waitFor({ timeout: 20_000 });
    expect(await today.getByRole('row').filter({ hasText: code }).getByText('22:00').count()).toBe(1);
    expect(await today.getByText(TEXT.noOrder).count()).toBeGreaterThan(0);
    expect(await fitsWidth(page)).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.goto('/transport');
    await page.getByRole('heading', { name: TEXT.title, level: 1 }).waitFor();

    // The departure station signs.
    let dialog = await openSigned(page, code);
    await dialog.getByRole('article').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: TEXT.upSign }).click();
    await page.getByText(TEXT.signSuccess).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The arrival station, another station, opens the list with its token and signs its side.
    const arrival = await portal.newPage(VIEWPORT);
    await arrival.goto(`/transport?token=${encodeURIComponent(arrivalToken)}`);
    await arrival.getByRole('heading', { name: TEXT.title, level: 1 }).waitFor();
    dialog = await openSigned(arrival, code);
    await dialog.getByRole('article').waitFor();
    expect(await dialog.getByRole('button', { name: TEXT.upSign }).count()).toBe(0);
    await dialog.getByRole('button', { name: TEXT.downSign }).click();
    await arrival.getByText(TEXT.signSuccess).waitFor();

    // The local gateway transmits both sides: the bar reaches 100 %.
    const created = async () =>
      (await salesCall<{ transports: Array<Order & { code: string }> }>(portal.baseUrl, token, 'POST', PATHS.list, { ...todayRange(), code })).transports[0];
    await expect.poll(async () => [(await created())?.stationUpStatus, (await created())?.stationDownStatus], { timeout: 60_000, interval: 1000 }).toEqual([3, 3]);
    await arrival.getByRole('button', { name: TEXT.fetch }).click();
    const row = arrival.getByRole('grid', { name: TEXT.table }).getByRole('row').filter({ hasText: code }).first();
    await expect.poll(() => row.locator('[data-progress]').getAttribute('data-progress')).toBe('100');
    await noToasts(arrival);
    expect(await accessibilityViolations(arrival)).toEqual([]);

    // The view page: both stations' signatures valid; print on A4; the XML downloads as lvc<timestamp>.xml.
    const order = (await created())!;
    const view = await portal.newPage(VIEWPORT);
    await view.goto(`/transport/view?id=${encodeURIComponent(order.id)}&token=${encodeURIComponent(token)}`);
    await view.getByRole('article').waitFor();
    for (const role of ['company', 'up', 'down']) {
      await expect.poll(() => view.locator(`[data-signature-role="${role}"]`).first().getAttribute('data-signature-status')).toBe('valid');
    }
    expect(await view.locator('[data-signature-status="invalid"]').count()).toBe(0);
    // Each station's signature recorded its moment, the departure and the arrival (docs/adr/0126): neither reads '—'.
    for (const label of [TEXT.actualDeparture, TEXT.arrivalConfirm]) {
      const value = view.getByRole('article').locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
      expect(await value.textContent()).toMatch(/^\d{2}:\d{2} \d{2}\/\d{2}\/\d{4}$/);
    }
    expect(await accessibilityViolations(view)).toEqual([]);
    await view.evaluate(() => {
      (window as Window & { __printed?: number }).__printed = 0;
      window.print = () => {
        (window as Window & { __printed?: number }).__printed! += 1;
      };
    });
    await view.getByRole('button', { name: TEXT.print }).click();
    expect(await view.evaluate(() => (window as Window & { __printed?: number }).__printed)).toBe(1);
    await view.emulateMedia({ media: 'print' });
    const pdf = await view.pdf({ format: 'A4', preferCSSPageSize: true });
    expect(pdf.byteLength).toBeGreaterThan(1000);
    await view.emulateMedia({ media: 'screen' });
    const download = view.waitForEvent('download');
    await view.getByRole('button', { name: TEXT.downloadXml }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/^lvc\d{13}\.xml$/);
    const path = join(dir, saved.suggestedFilename());
    await saved.saveAs(path);
    const text = readFileSync(path, 'utf8');
    expect(text).toMatch(/<(LenhDienTu|LenhVanChuyen)[\s>]/);
    expect(text).toMatch(/Signature/);
    // One user's whole morning across five screens and two stations, on a loaded 2-core machine: longer than the default.
  }, 180_000);
});
