// A bus company authorises an agency (issue 12, 000 §2.7 'automatic approval of routes'; docs/adr/0055, 0102): the
// ADMIN of Sao Việt plays the company with the demo's company simulator on /manage/company, which sends the company's
// signed call to the company API. With the setting on, the company's trips come into an open sales screen's search
// without any approval; with it off, the company waits 'Chờ duyệt' on /manage/company and sells nothing. axe in every
// state reached, at 1366×768.
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { apiLogin } from './lib/api';
import { accessibilityViolations } from './lib/axe';
import { usePortal } from './lib/portal';
import { bookTicketUrl, escapeRegExp, findTrip, SALES_TEXT, salesCall, vnTime } from './lib/sales';
import { ACCOUNTS } from './lib/texts';

const portal = usePortal();
const VIEWPORT = { viewport: { width: 1366, height: 768 } };

/** The seed's texts (000 §2.5, §2.7, §4) and the product's own labels (`ours`: mf-admin labels.ts). */
const TEXT = {
  companiesTitle: 'Quản lý nhà xe ủy quyền',
  configTitle: 'Cấu hình bán vé',
  saved: 'Đã lưu cấu hình',
  pending: 'Chờ duyệt',
  approved: 'Đã duyệt',
  autoApprove: 'Tự động duyệt tuyến của nhà xe mới ủy quyền', // ours
  simulate: 'Mô phỏng nhà xe ủy quyền', // ours
  simulatorTitle: 'Mô phỏng: nhà xe ủy quyền cho đại lý', // ours
  simulatorCompany: 'Nhà xe ủy quyền', // ours
  send: 'Gửi ủy quyền', // ours
  approvedNow: (company: string) => `${company} đã ủy quyền: Đã duyệt, các tuyến bán được ngay`, // ours
  pendingNow: (company: string) => `${company} đã ủy quyền: Chờ duyệt, duyệt nhà xe trong danh sách để bán`, // ours
} as const;

const PATHS = { updateCompanies: '/api/v2/partner-company/update', updatePartner: '/api/v2/partner/update' } as const;

/** Companies Sao Việt has no link with in the demo data, and one route of each. */
const HUNG_THINH = { id: 'c-hungthinh', name: 'Nhà xe Hưng Thịnh', routeId: 'r-mdong-nhatrang', routeName: 'Bến xe Miền Đông - Nha Trang' } as const;
const DONG_HAI = { id: 'c-donghai', name: 'Nhà xe Đông Hải', routeId: 'r-mtay-cantho', routeName: 'Bến xe Miền Tây - Cần Thơ' } as const;

const companyRow = (page: Page, name: string): Locator => page.getByRole('row').filter({ hasText: name });
/** The toasts are shared-kit's and checked elsewhere; axe runs once they are gone. */
const noToasts = (page: Page) => expect.poll(() => page.locator('#notistack-snackbar').count(), { timeout: 20_000 }).toBe(0);

async function setAutoApprove(page: Page, on: boolean): Promise<void> {
  await page.goto('/config/general');
  await page.getByRole('heading', { name: TEXT.configTitle }).waitFor();
  const box = page.getByRole('switch', { name: TEXT.autoApprove });
  await box.waitFor();
  if ((await box.isChecked()) !== on) await box.click();
  await page.getByRole('button', { name: 'Lưu', exact: true }).click();
  await expect.poll(() => page.getByText(TEXT.saved).first().isVisible()).toBe(true);
}

/** Plays the company on /manage/company: its simulator sends the company's signed authorisation of one route. */
async function companyAuthorises(page: Page, company: { name: string; routeName: string }): Promise<void> {
  await page.goto('/manage/company');
  await page.getByRole('heading', { name: TEXT.companiesTitle }).waitFor();
  await page.getByRole('button', { name: TEXT.simulate }).click();
  const dialog = page.getByRole('dialog', { name: TEXT.simulatorTitle });
  await dialog.waitFor();
  await dialog.getByRole('combobox', { name: TEXT.simulatorCompany }).click();
  await page.getByRole('option', { name: company.name, exact: true }).click();
  await dialog.getByRole('checkbox', { name: company.routeName }).check();
  expect(await accessibilityViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: TEXT.send }).click();
  await dialog.waitFor({ state: 'detached' });
}

afterAll(async () => {
  // Sao Việt as the demo data has it for the files after this one: the setting off, the two companies not selling.
  const token = await apiLogin(portal.baseUrl, ACCOUNTS.admin2);
  await salesCall(portal.baseUrl, token, 'POST', PATHS.updatePartner, { isAutoApproveRoutes: false });
  for (const c of [HUNG_THINH, DONG_HAI]) {
    // A company whose authorisation never arrived has no link to set back (404).
    await salesCall(portal.baseUrl, token, 'POST', PATHS.updateCompanies, { partnerCompanies: [{ companyId: c.id, approvedStatus: 'pending' }] }).catch(() => undefined);
  }
});

describe('a company authorises the agency (the demo plays the company)', () => {
  it('automatic approval on: the company’s trips come into the open sales screen’s search, with no approval step', async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.admin2);
    // Before: Sao Việt sells nothing of Hưng Thịnh (its search finds no trip on the route).
    await expect(findTrip(portal.baseUrl, token, { seats: 1, routeIds: [HUNG_THINH.routeId] })).rejects.toThrow(/no trip in the next 7 days/);

    const admin = await portal.signedInPage(ACCOUNTS.admin2, VIEWPORT);
    await setAutoApprove(admin, true);
    // A clerk's sales screen is open: its company picker does not offer Hưng Thịnh yet.
    const clerk = await portal.signedInPage(ACCOUNTS.admin2, VIEWPORT);
    await clerk.goto('/book-ticket');
    const picker = clerk.getByRole('combobox', { name: SALES_TEXT.company });
    await picker.click();
    await clerk.getByRole('listbox').waitFor();
    expect(await clerk.getByRole('option', { name: HUNG_THINH.name }).count()).toBe(0);
    await clerk.keyboard.press('Escape');

    await companyAuthorises(admin, HUNG_THINH);
    await admin.getByText(TEXT.approvedNow(HUNG_THINH.name)).waitFor();
    // The list follows the authorisation live: the company is there, approved.
    await expect.poll(() => companyRow(admin, HUNG_THINH.name).first().innerText(), { timeout: 20_000 }).toContain(TEXT.approved);
    await noToasts(admin);
    expect(await accessibilityViolations(admin)).toEqual([]);

    // The open sales screen heard of it and searched again: Hưng Thịnh is offered, with no reload and no approval.
    await expect
      .poll(
        async () => {
          await picker.click();
          const offered = await clerk.getByRole('option', { name: HUNG_THINH.name }).count();
          await clerk.keyboard.press('Escape');
          return offered;
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    // And its trips are in the search: one of them opens on the sales screen.
    const { trip } = await findTrip(portal.baseUrl, token, { seats: 1, routeIds: [HUNG_THINH.routeId] });
    await clerk.goto(bookTicketUrl(trip.tripId));
    const card = clerk
      .getByRole('list', { name: SALES_TEXT.tripList })
      .getByRole('button', { name: new RegExp(`^${vnTime(trip.startTimeReality)}\\b.*${escapeRegExp(trip.routeName)}`) });
    await card.waitFor({ state: 'visible', timeout: 30_000 });
    expect(trip.companyId).toBe(HUNG_THINH.id);
    await noToasts(clerk);
    expect(await accessibilityViolations(clerk)).toEqual([]);
    // Two screens, two saves and the simulator's round trip: more than one test's usual minute on a loaded machine.
  }, 150_000);

  it('automatic approval off: the company waits ‘Chờ duyệt’ on /manage/company and sells nothing', async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.admin2);
    const admin = await portal.signedInPage(ACCOUNTS.admin2, VIEWPORT);
    await setAutoApprove(admin, false);
    await companyAuthorises(admin, DONG_HAI);
    await admin.getByText(TEXT.pendingNow(DONG_HAI.name)).waitFor();
    await expect.poll(() => companyRow(admin, DONG_HAI.name).first().innerText(), { timeout: 20_000 }).toContain(TEXT.pending);
    await noToasts(admin);
    expect(await accessibilityViolations(admin)).toEqual([]);
    // Waiting for the ADMIN: no trip of Đông Hải in Sao Việt's search.
    await expect(findTrip(portal.baseUrl, token, { seats: 1, routeIds: [DONG_HAI.routeId] })).rejects.toThrow(/no trip in the next 7 days/);
  }, 120_000);
});
