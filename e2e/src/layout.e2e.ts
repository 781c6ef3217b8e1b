// Sidebar state in a cookie and mobile mode below 992 px (000 §2.2, §9).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNTS, TEXT } from './lib/texts';
import { navbar, usePortal } from './lib/portal';

const portal = usePortal();

// root-config's sidebar wrapper exposes its state for tests (data-open, data-mode).
const sidebar = (page: Page) => page.getByTestId('sidebar');
const toggle = (page: Page) => navbar(page).getByRole('button', { name: 'Đóng/mở thanh bên' });
const sidebarNav = (page: Page) => page.getByRole('navigation', { name: 'Danh mục chức năng' });

describe('layout', () => {
  it('shows the greeting banner', async () => {
    const page = await portal.signedInPage(ACCOUNTS.staff);
    await page.goto('/book-ticket');
    await expect.poll(() => page.getByText(TEXT.greeting).isVisible()).toBe(true);
  });

  it('remembers the sidebar open or closed across a reload', async () => {
    const page = await portal.signedInPage(ACCOUNTS.staff);
    await page.goto('/book-ticket');
    await expect.poll(() => sidebar(page).getAttribute('data-open')).toBe('true');
    expect(await sidebarNav(page).isVisible()).toBe(true);

    await toggle(page).click();
    await expect.poll(() => sidebar(page).getAttribute('data-open')).toBe('false');
    await page.reload();
    await expect.poll(() => sidebar(page).getAttribute('data-mode')).toBe('desktop');
    expect(await sidebar(page).getAttribute('data-open')).toBe('false');
    expect(await sidebarNav(page).isVisible()).toBe(false);

    await toggle(page).click();
    await expect.poll(() => sidebar(page).getAttribute('data-open')).toBe('true');
    await page.reload();
    await expect.poll(() => sidebarNav(page).isVisible()).toBe(true);
    expect(await sidebar(page).getAttribute('data-open')).toBe('true');
  });

  it('switches to mobile mode and collapses the sidebar below 992 px', async () => {
    const page = await portal.signedInPage(ACCOUNTS.staff, { viewport: { width: 800, height: 900 } });
    await page.goto('/book-ticket');
    await expect.poll(() => sidebar(page).getAttribute('data-mode')).toBe('mobile');
    expect(await sidebar(page).getAttribute('data-open')).toBe('false');
    expect(await sidebarNav(page).isVisible()).toBe(false);

    // The toggle opens it as an overlay; choosing a screen closes it again.
    await toggle(page).click();
    await expect.poll(() => sidebarNav(page).isVisible()).toBe(true);
    await sidebarNav(page).getByRole('link').first().click();
    await expect.poll(() => sidebar(page).getAttribute('data-open')).toBe('false');
  });

  it('collapses an open desktop sidebar when the window narrows below 992 px', async () => {
    const page = await portal.signedInPage(ACCOUNTS.staff);
    await page.goto('/book-ticket');
    await expect.poll(() => sidebar(page).getAttribute('data-open')).toBe('true');
    await page.setViewportSize({ width: 800, height: 900 });
    await expect.poll(() => sidebar(page).getAttribute('data-mode')).toBe('mobile');
    expect(await sidebar(page).getAttribute('data-open')).toBe('false');
    await page.setViewportSize({ width: 1200, height: 900 });
    await expect.poll(() => sidebar(page).getAttribute('data-open')).toBe('true');
  });
});
