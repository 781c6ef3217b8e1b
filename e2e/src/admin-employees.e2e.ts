// Employees /manage/employee (issue 12, 000 §2.8, §5, §6, ADR 0054): the ADMIN adds with the seed's validation texts,
// locks a STAFF user (their token stops at once) and resets a password to a one-time password, with which the next
// sign-in asks for a new one; a STAFF user edits only their own row.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin, uniqueName } from './lib/api';
import { accessibilityViolations } from './lib/axe';
import { loginForm, usePortal } from './lib/portal';
import { ACCOUNTS } from './lib/texts';

const portal = usePortal();

// The seed's texts (000 §5, §8); the labels are ours (mf-admin employees/labels.ts).
const NAME_REQUIRED = 'Vui lòng nhập họ tên';
const USERNAME_REQUIRED = 'Vui lòng nhập tên đăng nhập';
const PASSWORD_REQUIRED = 'Vui lòng nhập mật khẩu';
const UPDATED = 'Cập nhật thành công';
const ADD = 'Thêm nhân viên';

async function openEmployees(page: Page): Promise<void> {
  await page.goto('/manage/employee');
  await page.getByRole('heading', { name: 'Quản lý nhân viên' }).waitFor();
  await page.getByRole('grid', { name: 'Danh sách nhân viên' }).getByText('Trần Thị Bích Ngọc').waitFor();
}
const dialog = (page: Page) => page.getByRole('dialog');
const field = (page: Page, label: string) => dialog(page).getByLabel(new RegExp(`^${label}`));

async function addEmployee(page: Page, name: string, username: string, password: string): Promise<void> {
  await page.getByRole('button', { name: ADD }).click();
  await field(page, 'Họ tên').fill(name);
  await field(page, 'Tên đăng nhập').fill(`  ${username}  `);
  await field(page, 'Mật khẩu').fill(password);
  await dialog(page).getByRole('button', { name: 'Lưu' }).click();
  await expect.poll(() => page.getByText(UPDATED).first().isVisible()).toBe(true);
  await page.getByRole('grid', { name: 'Danh sách nhân viên' }).getByText(username, { exact: true }).waitFor();
}

const viewStatus = async (token: string) => (await fetch(`${portal.baseUrl}/api/v2/partner/view`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })).status;

describe('/manage/employee', () => {
  it("ADMIN adds an employee: the seed's validation texts, then the row with the trimmed username", async () => {
    const page = await portal.signedInPage(ACCOUNTS.admin);
    await openEmployees(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: ADD }).click();
    await dialog(page).getByRole('button', { name: 'Lưu' }).click();
    for (const text of [NAME_REQUIRED, USERNAME_REQUIRED, PASSWORD_REQUIRED]) await dialog(page).getByText(text).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog(page).getByRole('button', { name: 'Hủy' }).click();
    await expect.poll(() => dialog(page).count()).toBe(0);

    const username = uniqueName('nv');
    await addEmployee(page, 'Phan Thị Thu', username, 'thu12345');
    // The new employee signs in with the username as trimmed.
    await apiLogin(portal.baseUrl, { username, password: 'thu12345' });
  });

  it('ADMIN locks a STAFF user: their session stops at the next request', async () => {
    const page = await portal.signedInPage(ACCOUNTS.admin);
    await openEmployees(page);
    const username = uniqueName('khoa');
    const name = `Lý Văn ${username}`;
    await addEmployee(page, name, username, 'khoa12345');
    const token = await apiLogin(portal.baseUrl, { username, password: 'khoa12345' });
    expect(await viewStatus(token)).toBe(200);
    await page.getByRole('switch', { name: `Khóa ${name}`, exact: true }).click();
    await page.getByRole('switch', { name: `Mở khóa ${name}`, exact: true }).waitFor();
    expect(await viewStatus(token)).toBe(401);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('ADMIN resets a password: a one-time password shown once, and the next sign-in sets a new one', async () => {
    const page = await portal.signedInPage(ACCOUNTS.admin);
    await openEmployees(page);
    const username = uniqueName('otp');
    const name = `Đinh Thị ${username}`;
    await addEmployee(page, name, username, 'mot123456');
    await page.getByRole('button', { name: `Đặt lại mật khẩu của ${name}` }).click();
    await dialog(page).getByRole('button', { name: 'Đặt lại' }).click();
    const output = dialog(page).getByLabel('Mật khẩu');
    await expect.poll(async () => (await output.textContent())?.length ?? 0).toBe(12);
    const otp = (await output.textContent())!;
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog(page).getByRole('button', { name: 'Đóng' }).click();

    const user = await portal.newPage();
    await user.goto('/login');
    const login = loginForm(user);
    await login.username.fill(username);
    await login.password.fill(otp);
    await login.submit.click();
    await user.getByRole('heading', { name: 'Đặt mật khẩu mới' }).waitFor();
    expect(await accessibilityViolations(user)).toEqual([]);
    await user.getByLabel(/^Mật khẩu mới/).fill('motmoi123');
    await user.getByLabel(/^Nhập lại mật khẩu mới/).fill('motmoi12');
    await user.getByRole('button', { name: 'Lưu mật khẩu và tiếp tục' }).click();
    await user.getByText('Mật khẩu không giống nhau, vui lòng kiểm tra lại').waitFor();
    await user.getByLabel(/^Nhập lại mật khẩu mới/).fill('motmoi123');
    await user.getByRole('button', { name: 'Lưu mật khẩu và tiếp tục' }).click();
    await expect.poll(() => new URL(user.url()).pathname).not.toBe('/login');
    // The old and the one-time passwords are gone; the new one works.
    await apiLogin(portal.baseUrl, { username, password: 'motmoi123' });
    await expect(apiLogin(portal.baseUrl, { username, password: otp })).rejects.toThrow();
  });

  it('a STAFF user edits only their own row and sees no add, lock or reset', async () => {
    const page = await portal.signedInPage(ACCOUNTS.staff);
    await openEmployees(page);
    expect(await page.getByRole('button', { name: ADD }).count()).toBe(0);
    expect(await page.getByRole('switch').count()).toBe(0);
    await page.getByRole('button', { name: 'Sửa Trần Thị Bích Ngọc' }).click();
    expect(await field(page, 'Tên đăng nhập').isDisabled()).toBe(true);
    expect(await field(page, 'Hạn mức').isDisabled()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await page.getByRole('button', { name: 'Sửa Nguyễn Văn Quản' }).count()).toBe(0);
  });
});
