// Per-file fixture of the browser tests: a connection to the run's Chromium, a fresh context per test
// (no cookie leaks between tests), and the shell's controls found the way a user finds them (role + name).
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { apiLogin } from './api';
import { connectBrowser } from './browser';

export interface Portal {
  readonly baseUrl: string;
  /** A new page in a new context; closed after the test. */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  /** Same, with a session cookie obtained through the API (what the login page leaves behind). */
  signedInPage(account: { username: string; password: string }, options?: BrowserContextOptions): Promise<Page>;
}

export function usePortal(): Portal {
  const baseUrl = inject('baseUrl');
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await connectBrowser(inject('wsEndpoint'));
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  const newPage = async (options: BrowserContextOptions = {}) => {
    if (!browser) throw new Error('browser not connected');
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh', viewport: { width: 1366, height: 800 }, ...options });
    context.setDefaultTimeout(15_000);
    context.setDefaultNavigationTimeout(30_000);
    contexts.push(context);
    return context.newPage();
  };

  return {
    baseUrl,
    newPage,
    async signedInPage(account, options) {
      const token = await apiLogin(baseUrl, account);
      const page = await newPage(options);
      // The shell keeps the session token in the cookie `token` (docs/adr/0004-api-conventions.md).
      await page.context().addCookies([{ name: 'token', value: token, url: baseUrl }]);
      return page;
    },
  };
}

/** The login form's controls (labels are the shell's, root-config/src/messages.ts). */
export function loginForm(page: Page) {
  return {
    username: page.getByRole('textbox', { name: /^Tên đăng nhập/ }),
    // The show/hide button is labelled "Hiện mật khẩu": anchor the name so only the field matches.
    password: page.getByLabel(/^Mật khẩu/),
    submit: page.getByRole('button', { name: 'Đăng nhập', exact: true }),
  };
}

export async function loginThroughForm(page: Page, account: { username: string; password: string }): Promise<void> {
  const form = loginForm(page);
  await form.username.fill(account.username);
  await form.password.fill(account.password);
  await form.submit.click();
}

/** Waits until the address bar shows `path` (and, when given, exactly these query parameters). */
export async function expectLocation(page: Page, path: string, query?: Record<string, string>): Promise<void> {
  await page.waitForURL((url) => url.pathname === path && (!query || Object.entries(query).every(([k, v]) => url.searchParams.get(k) === v)));
  const url = new URL(page.url());
  expect(url.pathname).toBe(path);
  if (query) expect(Object.fromEntries(url.searchParams)).toMatchObject(query);
}

/** The main navigation bar of the layout (root-config navbar). */
export const navbar = (page: Page) => page.getByRole('navigation', { name: 'Thanh điều hướng chính' });

/** Opens the account menu in the navbar and returns it. */
export async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: /^Tài khoản/ }).click();
  return page.getByRole('menu');
}

/** The cookie jar's session token, or undefined. */
export async function tokenCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((c) => c.name === 'token')?.value;
}
