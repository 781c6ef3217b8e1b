// General configuration /config/general (issue 12, 000 §2.7, ADR 0053): the ADMIN's two columns and the pick-up type
// rule; 'hide phone' reaches an open sales screen live; a blocked keyword makes the quick search say so. The tests
// change the other agency's (Sao Việt) configuration, so the Miền Đông accounts other files use are untouched, and
// restore it at the end of each test.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin } from './lib/api';
import { accessibilityViolations } from './lib/axe';
import { navbar, usePortal } from './lib/portal';
import { bookingForm, findTrip, openTrip, seat } from './lib/sales';
import { openGeneralConfig, restoreSaoVietTicketConfig } from './lib/general-config';
import { ACCOUNTS } from './lib/texts';

const portal = usePortal();

// The seed's texts (000 §2.7, §5, §8); the field labels are ours (mf-admin general-config/labels.ts).
const TRANSPORT_TITLE = 'Cấu hình lệnh vận chuyển';
const POINT_TYPE_REQUIRED = 'Chọn 1 hình thức đón/trả';
const SAVED = 'Đã lưu cấu hình';
const NO_LIMIT = 'Không có giới hạn';
const PHONE_HIDDEN = 'Ẩn số điện thoại';
const BLOCKED = 'Từ khóa bị chặn tìm kiếm';
const SEARCH = 'Tìm kiếm vé nhanh';
const SAOVIET_STAFF = { username: 'saoviet.nv1', password: 'saoviet123' } as const;
const POINT_TYPES = ['Tại bến', 'Tại nhà', 'Dọc đường', 'Trung chuyển'];

afterEach(() => restoreSaoVietTicketConfig(portal.baseUrl));

const openConfig = openGeneralConfig;
const save = (page: Page) => page.getByRole('button', { name: 'Lưu', exact: true }).click();
const savedShown = (page: Page) => expect.poll(() => page.getByText(SAVED).first().isVisible()).toBe(true);

describe('/config/general', () => {
  it('shows both columns to the ADMIN and refuses a save without a pick-up type', async () => {
    const page = await portal.signedInPage(ACCOUNTS.admin2);
    await openConfig(page);
    await page.getByRole('heading', { name: TRANSPORT_TITLE }).waitFor();
    expect(await page.getByLabel(/^Mật khẩu \(password\)/).inputValue()).toBe('');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByLabel('Giới hạn số lần in vé').fill('');
    await expect.poll(() => page.getByText(NO_LIMIT).first().isVisible()).toBe(true);
    const types = page.getByRole('group', { name: 'Hình thức đón/trả được dùng' });
    for (const label of POINT_TYPES) {
      const box = types.getByRole('checkbox', { name: label });
      if (await box.isChecked()) await box.uncheck();
    }
    await save(page);
    await expect.poll(() => types.getByRole('alert').textContent()).toBe(POINT_TYPE_REQUIRED);
    expect(await page.getByText(SAVED).count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);

    await types.getByRole('checkbox', { name: 'Tại bến' }).check();
    await save(page);
    await savedShown(page);
    // Saved as shown: reloading gives one type and no print limit.
    await openConfig(page);
    expect(await types.getByRole('checkbox', { name: 'Tại bến' }).isChecked()).toBe(true);
    expect(await types.getByRole('checkbox', { name: 'Tại nhà' }).isChecked()).toBe(false);
    expect(await page.getByLabel('Giới hạn số lần in vé').inputValue()).toBe('');
  });

  it("hide phone → an open sales screen's booking form has no phone field, live", async () => {
    const staffToken = await apiLogin(portal.baseUrl, SAOVIET_STAFF);
    const arranged = await findTrip(portal.baseUrl, staffToken, { seats: 1 });
    const seatId = arranged.seatIds[0]!;
    const sales = await portal.signedInPage(SAOVIET_STAFF);
    await openTrip(sales, arranged.trip.tripId, seatId);
    await seat(sales, seatId).click();
    const form = bookingForm(sales);
    await form.phone.waitFor();

    const admin = await portal.signedInPage(ACCOUNTS.admin2);
    await openConfig(admin);
    await admin.getByRole('checkbox', { name: PHONE_HIDDEN }).check();
    await save(admin);
    await savedShown(admin);

    // No reload of the sales page: the config travels over MQTT (partner/{id}/config).
    await expect.poll(() => form.phone.count()).toBe(0);
    await form.fullName.waitFor();
    expect(await accessibilityViolations(sales)).toEqual([]);

    // Negative control: showing it again brings the field back the same way.
    await admin.getByRole('checkbox', { name: PHONE_HIDDEN }).uncheck();
    await save(admin);
    await expect.poll(() => form.phone.count()).toBe(1);
  });

  it('a blocked keyword → the quick search says it is blocked', async () => {
    const keyword = `09${String(Date.now()).slice(-8)}`;
    const admin = await portal.signedInPage(ACCOUNTS.admin2);
    await openConfig(admin);
    const input = admin.getByRole('combobox', { name: BLOCKED });
    await input.fill(keyword);
    await input.press('Enter');
    await admin.getByRole('button', { name: keyword }).waitFor();
    await save(admin);
    await savedShown(admin);

    await admin.goto('/book-ticket');
    await navbar(admin).getByRole('button', { name: SEARCH }).click();
    const dialog = admin.getByRole('dialog', { name: SEARCH });
    // Negative control: another number is simply not found.
    await dialog.getByRole('searchbox').fill('0911000111');
    await dialog.getByText('Không tìm thấy vé!').waitFor();
    await dialog.getByRole('searchbox').fill(keyword);
    await expect.poll(() => dialog.getByText(`Từ khóa "${keyword}" đã bị chặn tìm kiếm`).isVisible()).toBe(true);
    expect(await accessibilityViolations(admin)).toEqual([]);
  });
});
