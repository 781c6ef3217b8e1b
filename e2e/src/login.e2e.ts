// Sign-in (000 §2.2, §5, §8): the guard's redirect parameter, the validation messages, the refusal text.
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './lib/axe';
import { ACCOUNTS, TEXT } from './lib/texts';
import { expectLocation, loginForm, loginThroughForm, navbar, usePortal } from './lib/portal';

const portal = usePortal();

describe('login', () => {
  it('sends a visitor without a token to /login?redirect=<wanted path>, and back there after signing in', async () => {
    const page = await portal.newPage();
    await page.goto('/report/cancel');
    await expectLocation(page, '/login', { redirect: '/report/cancel' });

    await loginThroughForm(page, ACCOUNTS.staff);
    await expectLocation(page, '/report/cancel');
    await expect.poll(() => navbar(page).isVisible()).toBe(true);
  });

  it('goes to the root after signing in without a redirect parameter, and a signed-in user on /login goes to /', async () => {
    const page = await portal.newPage();
    await page.goto('/login');
    await loginThroughForm(page, ACCOUNTS.staff);
    await page.waitForURL((url) => url.pathname !== '/login');
    const landing = new URL(page.url()).pathname;
    // "/" itself lands on the default screen (000 §2.1: /book-ticket is the default landing page).
    expect(['/', '/book-ticket']).toContain(landing);

    await page.goto('/login');
    await page.waitForURL((url) => url.pathname !== '/login');
    expect(['/', '/book-ticket']).toContain(new URL(page.url()).pathname);
  });

  it('asks for a username and a password of at least 6 characters before calling the server', async () => {
    const page = await portal.newPage();
    const logins: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/partner/login')) logins.push(req.url());
    });
    await page.goto('/login');
    const form = loginForm(page);

    await form.submit.click();
    await expect.poll(() => page.getByText(TEXT.usernameRequired).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(TEXT.passwordTooShortLogin).isVisible()).toBe(true);

    // The username is trimmed: spaces alone are no username.
    await form.username.fill('   ');
    await form.password.fill('12345');
    await form.submit.click();
    await expect.poll(() => page.getByText(TEXT.usernameRequired).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(TEXT.passwordTooShortLogin).isVisible()).toBe(true);

    await form.username.fill('staff');
    await expect.poll(() => page.getByText(TEXT.usernameRequired).count()).toBe(0);
    await form.password.fill('123456');
    await expect.poll(() => page.getByText(TEXT.passwordTooShortLogin).count()).toBe(0);

    expect(logins).toEqual([]);
    await expectLocation(page, '/login');
  });

  it('shows one message for a wrong password and for an unknown user', async () => {
    const page = await portal.newPage();
    await page.goto('/login');

    await loginThroughForm(page, { username: ACCOUNTS.admin2.username, password: 'sai-mat-khau' });
    await expect.poll(() => page.getByRole('alert').filter({ hasText: TEXT.loginFailed }).isVisible()).toBe(true);
    await expectLocation(page, '/login');

    await page.reload();
    await loginThroughForm(page, { username: 'khong-co-nguoi-nay', password: 'matkhau123' });
    await expect.poll(() => page.getByRole('alert').filter({ hasText: TEXT.loginFailed }).isVisible()).toBe(true);
  });

  it('submits with Enter and reveals the password with the show/hide toggle', async () => {
    const page = await portal.newPage();
    await page.goto('/login');
    const form = loginForm(page);
    await form.username.fill(ACCOUNTS.staff.username);
    await form.password.fill(ACCOUNTS.staff.password);
    expect(await form.password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Hiện mật khẩu' }).click();
    expect(await form.password.getAttribute('type')).toBe('text');
    await form.password.press('Enter');
    await page.waitForURL((url) => url.pathname !== '/login');
  });

  it('has no serious accessibility violations on the login page', async () => {
    const page = await portal.newPage();
    await page.goto('/login');
    await loginForm(page).submit.waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
