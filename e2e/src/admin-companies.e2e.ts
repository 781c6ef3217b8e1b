// Station administration, issue 12: the authorised companies (/manage/company, 000 §2.5) and the popular routes
// (/manage/popular-route, §2.6), their main paths and validations, and their effects on the sales screen: a company
// set to not approved leaves an open /book-ticket list live, and the popular routes come first in its route picker.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { apiLogin } from './lib/api';
import { accessibilityViolations } from './lib/axe';
import { usePortal } from './lib/portal';
import { bookTicketUrl, companyOption, escapeRegExp, findTrip, SALES_TEXT, salesCall, vnTime, type TripCardInfo } from './lib/sales';
import { ACCOUNTS } from './lib/texts';

const portal = usePortal();

/** The seed's texts (000 §2.5, §2.6, §8, §4) and the product's own labels (`ours`: mf-admin labels.ts, MSG). */
const TEXT = {
  companiesTitle: 'Quản lý nhà xe ủy quyền',
  popularTitle: 'Tuyến phổ biến',
  updateSuccess: 'Cập nhật danh sách nhà xe thành công',
  popularSuccess: 'Cập nhật tuyến phổ biến thành công',
  rejected: 'Từ chối',
  approved: 'Đã duyệt',
  update: 'Cập nhật',
  save: 'Lưu',
  approval: 'Trạng thái duyệt', // ours
  selected: (n: number) => `Đã chọn ${n} nhà xe`, // ours
  dialogTitle: (n: number) => `Cập nhật ${n} nhà xe`, // ours
  nothingToSet: 'Vui lòng chọn trạng thái duyệt hoặc trạng thái sử dụng', // ours
  adminOnly: 'Chỉ quản trị viên (ADMIN) được cập nhật trạng thái nhà xe.', // ours
  counter: (n: number) => `Đã chọn ${n} /50 tuyến`, // ours: the seed gives 'selected N /50 routes'
  tooMany: 'Chỉ được chọn tối đa 50 tuyến phổ biến', // ours
  selectRoute: (name: string) => `Chọn tuyến ${name} là tuyến phổ biến`, // ours
  route: 'Tuyến',
  popularGroup: 'Tuyến phổ biến',
  otherGroup: 'Tuyến khác', // ours
} as const;

const PATHS = {
  updateCompanies: '/api/v2/partner-company/update',
  popular: '/api/partner/search/route/popular',
  setPopular: '/api/partner/route/set-popular',
} as const;

/** Nhà xe Đông Hải (Miền Tây – Cần Thơ, Cà Mau): approved by Bến xe Miền Đông, its limit over the 1e9 cap; no other browser test sells it. */
const DONG_HAI = { id: 'c-donghai', name: 'Nhà xe Đông Hải', routeIds: ['r-mtay-cantho', 'r-mtay-camau'] } as const;

const companyRow = (page: Page, name: string): Locator => page.getByRole('row').filter({ hasText: name });
const tripList = (page: Page): Locator => page.getByRole('list', { name: SALES_TEXT.tripList });
const tripCard = (page: Page, trip: Pick<TripCardInfo, 'startTimeReality' | 'routeName'>): Locator =>
  tripList(page).getByRole('button', { name: new RegExp(`^${vnTime(trip.startTimeReality)}\\b.*${escapeRegExp(trip.routeName)}`) });
/** The toasts are shared-kit's and checked elsewhere; axe runs once they are gone. */
const noToasts = (page: Page) => expect.poll(() => page.locator('#notistack-snackbar').count(), { timeout: 20_000 }).toBe(0);

async function openCompanies(page: Page): Promise<void> {
  await page.goto('/manage/company');
  await page.getByRole('heading', { name: TEXT.companiesTitle }).waitFor();
  await companyRow(page, DONG_HAI.name).first().waitFor({ timeout: 30_000 });
}

describe('authorised companies', () => {
  it('lists the companies with the debt cap, filters, and an update that takes a company’s trips off an open sales screen live', async () => {
    const adminToken = await apiLogin(portal.baseUrl, ACCOUNTS.admin);
    const staffToken = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    const admin = await portal.signedInPage(ACCOUNTS.admin);
    try {
      await openCompanies(admin);
      // Đông Hải's limit is 1.5 billion: shown at the cap with '+'.
      expect(await companyRow(admin, DONG_HAI.name).innerText()).toContain('1.000.000.000+ đ');
      expect(await admin.getByRole('row').count()).toBe(7);
      expect(await accessibilityViolations(admin)).toEqual([]);

      // The approval filter: only the rejected company.
      await admin.getByRole('combobox', { name: TEXT.approval }).click();
      await admin.getByRole('option', { name: TEXT.rejected, exact: true }).click();
      await expect.poll(() => admin.getByRole('row').count()).toBe(2);
      expect(await companyRow(admin, 'Nhà xe Hòa Bình Xanh').innerText()).toContain(TEXT.rejected);
      await admin.getByRole('combobox', { name: TEXT.approval }).click();
      await admin.getByRole('option', { name: 'Tất cả', exact: true }).click();
      await expect.poll(() => admin.getByRole('row').count()).toBe(7);

      // A clerk has Đông Hải's trip listed on /book-ticket.
      const { trip } = await findTrip(portal.baseUrl, staffToken, { seats: 1, routeIds: DONG_HAI.routeIds });
      const clerk = await portal.signedInPage(ACCOUNTS.staff);
      await clerk.goto(bookTicketUrl(trip.tripId));
      const card = tripCard(clerk, trip);
      await card.waitFor({ state: 'visible', timeout: 30_000 });

      // Rows are selected by clicking; the Update dialog asks for a status before saving.
      await companyRow(admin, DONG_HAI.name).getByText(DONG_HAI.name).click();
      await admin.getByText(TEXT.selected(1)).waitFor();
      await admin.getByRole('button', { name: TEXT.update, exact: true }).click();
      const dialog = admin.getByRole('dialog', { name: TEXT.dialogTitle(1) });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: TEXT.save, exact: true }).click();
      await dialog.getByText(TEXT.nothingToSet).waitFor();
      expect(await accessibilityViolations(admin)).toEqual([]);

      await dialog.getByRole('combobox', { name: TEXT.approval }).click();
      await admin.getByRole('option', { name: TEXT.rejected, exact: true }).click();
      await dialog.getByRole('button', { name: TEXT.save, exact: true }).click();
      await admin.getByText(TEXT.updateSuccess).waitFor();
      await expect.poll(() => companyRow(admin, DONG_HAI.name).innerText()).toContain(TEXT.rejected);

      // The open sales screen drops the company's trip without a new click.
      await expect.poll(() => card.count(), { timeout: 20_000 }).toBe(0);
      await noToasts(clerk);
      expect(await accessibilityViolations(clerk)).toEqual([]);
      await noToasts(admin);
      expect(await accessibilityViolations(admin)).toEqual([]);

      // Approved again: the trip is back on the same screen.
      await companyRow(admin, DONG_HAI.name).getByText(DONG_HAI.name).click();
      await admin.getByRole('button', { name: TEXT.update, exact: true }).click();
      await dialog.getByRole('combobox', { name: TEXT.approval }).click();
      await admin.getByRole('option', { name: TEXT.approved, exact: true }).click();
      await dialog.getByRole('button', { name: TEXT.save, exact: true }).click();
      await expect.poll(() => companyRow(admin, DONG_HAI.name).innerText()).toContain(TEXT.approved);
      await expect.poll(() => card.count(), { timeout: 20_000 }).toBe(1);
    } finally {
      await salesCall(portal.baseUrl, adminToken, 'POST', PATHS.updateCompanies, { partnerCompanies: [{ companyId: DONG_HAI.id, approvedStatus: 'approved' }] });
    }
  });

  it('a STAFF user reads the list but the Update stays disabled, and the server refuses it too', async () => {
    const staff = await portal.signedInPage(ACCOUNTS.staff);
    await openCompanies(staff);
    await companyRow(staff, DONG_HAI.name).getByText(DONG_HAI.name).click();
    expect(await staff.getByRole('button', { name: TEXT.update, exact: true }).isDisabled()).toBe(true);
    await staff.getByText(TEXT.adminOnly).waitFor();
    expect(await accessibilityViolations(staff)).toEqual([]);
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    await expect(salesCall(portal.baseUrl, token, 'POST', PATHS.updateCompanies, { partnerCompanies: [{ companyId: DONG_HAI.id, approvedStatus: 'rejected' }] })).rejects.toThrow(/403/);
  });
});

describe('popular routes', () => {
  it('ticks a route, saves, and the sales route picker offers the popular routes first', async () => {
    const adminToken = await apiLogin(portal.baseUrl, ACCOUNTS.admin);
    const before = (await salesCall<{ routes: Array<{ id: string }> }>(portal.baseUrl, adminToken, 'POST', PATHS.popular, { page: 0, count: 50 })).routes.map((r) => r.id);
    const admin = await portal.signedInPage(ACCOUNTS.admin);
    try {
      await admin.goto('/manage/popular-route');
      await admin.getByRole('heading', { name: TEXT.popularTitle }).waitFor();
      await admin.getByText(TEXT.counter(before.length)).waitFor({ timeout: 30_000 });
      expect(await accessibilityViolations(admin)).toEqual([]);

      const camau = 'Bến xe Miền Tây - Cà Mau';
      const tick = admin.getByRole('checkbox', { name: TEXT.selectRoute(camau) });
      expect(await tick.isChecked()).toBe(before.includes('r-mtay-camau'));
      await tick.click();
      const after = before.includes('r-mtay-camau') ? before.length - 1 : before.length + 1;
      await admin.getByText(TEXT.counter(after)).waitFor();
      await admin.getByRole('button', { name: TEXT.update, exact: true }).click();
      await admin.getByText(TEXT.popularSuccess).waitFor();
      const saved = (await salesCall<{ routes: Array<{ id: string }> }>(portal.baseUrl, adminToken, 'POST', PATHS.popular, { page: 0, count: 50 })).routes.map((r) => r.id);
      expect(saved.includes('r-mtay-camau')).toBe(!before.includes('r-mtay-camau'));
      await noToasts(admin);
      expect(await accessibilityViolations(admin)).toEqual([]);

      // Only Cà Mau popular among Đông Hải's two routes: the picker lists it first, under its heading.
      await salesCall(portal.baseUrl, adminToken, 'POST', PATHS.setPopular, { routeIds: ['r-mtay-camau'] });
      await admin.goto('/book-ticket');
      await admin.getByRole('combobox', { name: SALES_TEXT.company }).click();
      await companyOption(admin, DONG_HAI.name).click();
      await admin.keyboard.press('Escape');
      await admin.getByRole('combobox', { name: TEXT.route, exact: true }).click();
      const listbox = admin.getByRole('listbox');
      await listbox.waitFor();
      expect((await listbox.getByRole('option').allInnerTexts()).map((t) => t.trim())).toEqual([camau, 'Bến xe Miền Tây - Cần Thơ']);
      expect((await listbox.getByRole('group', { name: TEXT.popularGroup }).getByRole('option').allInnerTexts()).map((t) => t.trim())).toEqual([camau]);
      expect(await listbox.getByRole('group', { name: TEXT.otherGroup }).getByRole('option').count()).toBe(1);
      expect(await accessibilityViolations(admin)).toEqual([]);
    } finally {
      await salesCall(portal.baseUrl, adminToken, 'POST', PATHS.setPopular, { routeIds: before });
    }
  });

  it('the server refuses a 51st popular route with its message, and STAFF sees the ticks disabled', async () => {
    const adminToken = await apiLogin(portal.baseUrl, ACCOUNTS.admin);
    const ids = Array.from({ length: 51 }, (_, i) => `r-${i}`);
    await expect(salesCall(portal.baseUrl, adminToken, 'POST', PATHS.setPopular, { routeIds: ids })).rejects.toThrow(TEXT.tooMany);
    const staff = await portal.signedInPage(ACCOUNTS.staff);
    await staff.goto('/manage/popular-route');
    const tick = staff.getByRole('checkbox', { name: TEXT.selectRoute('Bến xe Miền Đông - Đà Lạt') });
    await tick.waitFor({ timeout: 30_000 });
    expect(await tick.isDisabled()).toBe(true);
    expect(await staff.getByRole('button', { name: TEXT.update, exact: true }).isDisabled()).toBe(true);
    expect(await accessibilityViolations(staff)).toEqual([]);
  });
});
