// Ticket e-mail templates at /config/mail-ticket/* (000 §2.11, §8): edit in the WYSIWYG editor, insert a
// placeholder, see the sample ticket in the preview, save, find it again after a reload, and send a test that lands
// in the outbox. axe in every state the test reaches.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accessibilityViolations } from './lib/axe';
import { ACCOUNTS } from './lib/texts';
import { usePortal } from './lib/portal';

const portal = usePortal();

// Copied from the seeds (000 §8) and from the screen's own labels on purpose: the test checks what a user reads.
const SAVED = 'Cập nhật cấu hình thành công';
const STAFF_NOTICE = 'Bạn không có quyền truy cập trang này. Trang chỉ dành cho tài khoản quản trị (ADMIN) của đại lý.';
const SAMPLE = { numberPlate: '51B-123.45', fullName: 'Nguyễn Văn An', ticketCode: 'VX7K2M9Q' } as const;

const editor = (page: Page) => page.getByRole('textbox', { name: 'Nội dung email' });
const preview = (page: Page) => page.frameLocator('iframe[title="Xem trước email với vé mẫu"]');

// The e-mail frames (the preview, the outbox's message) are checked on their own page below: with axe's frame
// pass inside a sandboxed srcdoc frame, this Chromium closes when axe then opens its finishRun tab (3 of 3 runs;
// 3 of 3 fine with the frames excluded or in axe's legacy mode).
async function expectAxeClean(page: Page, state: string): Promise<void> {
  const violations = await accessibilityViolations(page, { exclude: ['iframe'] });
  expect(violations, `axe, ${state}`).toEqual([]);
}

/** axe over an e-mail as its frame shows it, opened as a page of its own. */
async function expectMailAxeClean(frame: ReturnType<Page['locator']>, state: string): Promise<void> {
  const doc = (await frame.getAttribute('srcdoc')) ?? '';
  expect(doc).not.toBe('');
  const page = await portal.newPage();
  await page.setContent(doc);
  expect(await accessibilityViolations(page), `axe, ${state}`).toEqual([]);
}

describe('ticket e-mail templates', () => {
  it('edits, inserts a placeholder, previews with the sample ticket, saves, reloads, and test-sends to the outbox', async () => {
    const page = await portal.signedInPage(ACCOUNTS.admin);
    await page.goto('/config/mail-ticket/expired-ticket');
    await expect.poll(() => editor(page).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Email vé hết hạn giữ chỗ' }).isVisible()).toBe(true);
    // The preview fills the template with the sample ticket.
    await expect.poll(() => preview(page).getByText(SAMPLE.fullName).first().isVisible()).toBe(true);
    await expectAxeClean(page, 'template loaded');

    const marker = `Ghi chú e2e ${Date.now().toString(36)}`;
    // The preview redraws as the clerk types; none of its redraws may become a step of the browser's Back.
    const historyBefore = await page.evaluate(() => history.length);
    await editor(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(`${marker} - xe `);
    await page.getByRole('button', { name: 'Chèn trường dữ liệu' }).click();
    const menu = page.getByRole('menu', { name: 'Chèn trường dữ liệu' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    // axe reads colours as painted: wait until the menu's grow-in transition has ended (opacity 1), or its headings
    // are measured half-faded against the page (a contrast failure that is not there).
    await expect.poll(() => menu.evaluate((el) => getComputedStyle(el.closest('.MuiPaper-root') ?? el).opacity)).toBe('1');
    await expectAxeClean(page, 'placeholder menu open');
    await menu.getByRole('menuitem', { name: /Biển số xe/ }).click();
    await expect.poll(() => editor(page).textContent()).toContain(`${marker} - xe {numberPlate}`);
    await expect.poll(() => preview(page).getByText(`${marker} - xe ${SAMPLE.numberPlate}`).isVisible()).toBe(true);
    expect(await page.evaluate(() => history.length)).toBe(historyBefore);
    await expect.poll(() => page.getByText('Có thay đổi chưa lưu').isVisible()).toBe(true);
    await expectAxeClean(page, 'edited, unsaved');
    await expectMailAxeClean(page.locator('iframe[title="Xem trước email với vé mẫu"]'), 'the preview');

    await page.getByRole('button', { name: 'Lưu mẫu' }).click();
    await expect.poll(() => page.getByText(SAVED).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Có thay đổi chưa lưu').count()).toBe(0);
    await expectAxeClean(page, 'saved');

    await page.reload();
    await expect.poll(() => editor(page).textContent()).toContain(`${marker} - xe {numberPlate}`);
    await expect.poll(() => page.getByText('Mẫu mặc định').count()).toBe(0);

    const to = `thu.${Date.now().toString(36)}@gmail.com`;
    const form = page.getByRole('form', { name: 'Gửi thử' });
    await form.getByRole('textbox', { name: 'Email nhận thử' }).fill(to);
    await form.getByRole('button', { name: 'Gửi thử' }).click();
    await expect.poll(() => page.getByText(`Đã lưu email thử gửi ${to}`, { exact: false }).isVisible()).toBe(true);
    await expectAxeClean(page, 'test sent');

    await page.getByRole('link', { name: 'Mở hộp thư đã gửi' }).click();
    await page.waitForURL((url) => url.pathname === '/config/mail-outbox');
    const row = page.getByRole('row').filter({ hasText: to });
    await expect.poll(() => row.isVisible()).toBe(true);
    await expect.poll(() => row.textContent()).toContain(`[Gửi thử] Vé ${SAMPLE.ticketCode} đã hết hạn giữ chỗ`);
    await row.click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    // The message as the passenger would get it: the saved edit, filled with the sample ticket.
    await expect
      .poll(() => dialog.frameLocator('iframe').getByText(`${marker} - xe ${SAMPLE.numberPlate}`).isVisible())
      .toBe(true);
    await expectAxeClean(page, 'test mail in the outbox');
    await expectMailAxeClean(dialog.locator('iframe'), 'the test mail');
  });

  it('a STAFF user opening the templates or the outbox by address is told the page is for the ADMIN; no call fails', async () => {
    const page = await portal.signedInPage(ACCOUNTS.staff);
    const failed: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
    });
    for (const [path, title] of [
      ['/config/mail-ticket/expired-ticket', 'Cấu hình email vé'],
      ['/config/mail-outbox', 'Hộp thư email đã gửi'],
      ['/config/general', 'Cấu hình chung'],
    ] as const) {
      await page.goto(path);
      await expect.poll(() => page.getByRole('heading', { level: 1, name: title }).isVisible()).toBe(true);
      await expect.poll(() => page.getByRole('status').filter({ hasText: STAFF_NOTICE }).isVisible()).toBe(true);
      expect(await editor(page).count()).toBe(0);
      await expectAxeClean(page, `STAFF on ${path}`);
    }
    expect(failed).toEqual([]);
  });
});
