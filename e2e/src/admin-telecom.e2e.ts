// Extension numbers /manage/telecom-number (000 §2.9, §7.5; issue 12): the ADMIN adds a line whose fields follow the
// telecom company's provider, the dialog refuses a missing field, the secret is never shown back; a STAFF user has no
// add button but edits (an empty password keeps the stored one) and deletes; search by number. axe in each state.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './lib/axe';
import { usePortal } from './lib/portal';
import { ACCOUNTS } from './lib/texts';

const portal = usePortal();

/** Seed texts (000 §8) and the screen's own labels (mf-admin telecom-numbers/labels.ts, ours). */
const T = {
  created: 'Tạo thành công',
  updated: 'Cập nhật thành công',
  deleted: 'Xóa thành công',
  add: 'Thêm số máy lẻ',
  table: 'Danh sách số máy lẻ',
  save: 'Lưu',
  search: 'Tìm theo số máy lẻ',
  socketRequired: 'Vui lòng nhập địa chỉ WebSocket (ws:// hoặc wss://)',
  stored: 'Đã lưu — để trống để giữ nguyên',
} as const;

const openScreen = async (page: Page) => {
  await page.goto('/manage/telecom-number');
  const table = page.getByRole('grid', { name: T.table });
  await table.getByText('1001', { exact: true }).waitFor({ timeout: 30_000 });
  return table;
};
const field = (page: Page, label: RegExp) => page.getByRole('dialog').getByLabel(label);

describe('extension numbers', () => {
  it('ADMIN adds a SIP line (a missing field refused first), STAFF edits and deletes it, search finds it', async () => {
    const number = `8${Date.now().toString().slice(-5)}`;
    const secret = `Sip-${Date.now().toString(36)}`;
    const admin = await portal.signedInPage(ACCOUNTS.admin);
    const table = await openScreen(admin);
    expect(await accessibilityViolations(admin)).toEqual([]);

    await admin.getByRole('button', { name: T.add }).click();
    const dialog = admin.getByRole('dialog', { name: T.add });
    await dialog.getByRole('combobox', { name: /^Nhà mạng/ }).selectOption({ label: 'Tổng đài Viettel IP' });
    await field(admin, /^Số máy lẻ/).fill(number);
    await field(admin, /^Tên miền \/ máy chủ SIP/).fill('pbx.bxmd.vn');
    await field(admin, /^Mật khẩu/).fill(secret);
    await dialog.getByRole('button', { name: T.save }).click();
    // The message under the WebSocket field, which is marked and focused.
    const socket = field(admin, /^Địa chỉ WebSocket/);
    await expect.poll(() => socket.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => dialog.getByText(T.socketRequired).isVisible()).toBe(true);
    await expect.poll(() => socket.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await accessibilityViolations(admin)).toEqual([]);
    await field(admin, /^Địa chỉ WebSocket/).fill('wss://pbx.bxmd.vn:7443');
    await dialog.getByRole('button', { name: T.save }).click();
    await admin.getByText(T.created).waitFor();
    await table.getByText(number, { exact: true }).waitFor();
    expect(await admin.content()).not.toContain(secret);

    const staff = await portal.signedInPage(ACCOUNTS.staff);
    const staffTable = await openScreen(staff);
    expect(await staff.getByRole('button', { name: T.add }).count()).toBe(0);
    await staff.getByRole('textbox', { name: T.search }).fill(number);
    await staff.getByRole('textbox', { name: T.search }).press('Enter');
    await expect.poll(() => staffTable.getByText('1001', { exact: true }).count()).toBe(0);
    await staffTable.getByText(number, { exact: true }).waitFor();
    await staff.getByRole('button', { name: `Sửa số máy lẻ ${number}` }).click();
    const edit = staff.getByRole('dialog', { name: `Sửa số máy lẻ ${number}` });
    await edit.getByText(T.stored).waitFor();
    expect(await field(staff, /^Mật khẩu/).inputValue()).toBe('');
    expect(await accessibilityViolations(staff)).toEqual([]);
    await field(staff, /^Tên miền \/ máy chủ SIP/).fill('pbx2.bxmd.vn');
    await edit.getByRole('button', { name: T.save }).click();
    await staff.getByText(T.updated).waitFor();
    await staffTable.getByText(/pbx2\.bxmd\.vn/).waitFor();
    expect(await staff.content()).not.toContain(secret);

    await staff.getByRole('button', { name: `Xóa số máy lẻ ${number}` }).click();
    await staff.getByRole('dialog').getByRole('button', { name: 'Xóa', exact: true }).click();
    await staff.getByText(T.deleted).waitFor();
    await expect.poll(() => staffTable.getByText(number, { exact: true }).count()).toBe(0);
    expect(await accessibilityViolations(staff)).toEqual([]);
  });
});
