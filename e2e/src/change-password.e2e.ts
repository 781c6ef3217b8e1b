// Change password at /manage/edit-profile (000 §2.10, §5, §8). A user made for this test only, so the
// demo accounts keep their passwords for every other test.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin, createStaffUser, uniqueName } from './lib/api';
import { ACCOUNTS, TEXT } from './lib/texts';
import { expectLocation, usePortal } from './lib/portal';

const portal = usePortal();
const user = { username: uniqueName('doimk'), password: 'matkhau1' };

beforeAll(async () => {
  const adminToken = await apiLogin(portal.baseUrl, ACCOUNTS.admin);
  await createStaffUser(portal.baseUrl, adminToken, user.username, user.password);
});

/** The form's fields (labels are mf-admin's, mf-admin/src/messages.ts). */
function passwordFields(page: Page) {
  const main = page.getByRole('main');
  return { next: main.getByLabel(/^Mật khẩu mới/), confirm: main.getByLabel(/^Nhập lại mật khẩu mới/) };
}

async function submit(page: Page, next: string, confirm: string): Promise<void> {
  const fields = passwordFields(page);
  await fields.next.fill(next);
  await fields.confirm.fill(confirm);
  await page.getByRole('main').getByRole('button', { name: 'Cập nhật' }).click();
}

describe('change password', () => {
  it('refuses a short password and two entries that differ', async () => {
    const page = await portal.signedInPage(user);
    await page.goto('/manage/edit-profile');
    await expect.poll(() => passwordFields(page).confirm.isVisible()).toBe(true);

    await submit(page, 'abc', 'abc');
    await expect.poll(() => page.getByText(TEXT.passwordTooShort).first().isVisible()).toBe(true);

    await submit(page, 'matkhau2', 'matkhau3');
    await expect.poll(() => page.getByText(TEXT.passwordsDiffer).first().isVisible()).toBe(true);
    await expectLocation(page, '/manage/edit-profile');
    // Nothing was changed: the old password still signs in.
    await expect(apiLogin(portal.baseUrl, user)).resolves.toBeTruthy();
  });

  it('changes the password, confirms it, and logs out after a second', async () => {
    const page = await portal.signedInPage(user);
    await page.goto('/manage/edit-profile');
    await expect.poll(() => passwordFields(page).confirm.isVisible()).toBe(true);

    const next = 'matkhau-moi-9';
    await submit(page, next, next);
    await expect.poll(() => page.getByText(TEXT.passwordChanged).isVisible()).toBe(true);
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 10_000 });

    await expect(apiLogin(portal.baseUrl, { username: user.username, password: next })).resolves.toBeTruthy();
    await expect(apiLogin(portal.baseUrl, user)).rejects.toThrow();
  });
});
