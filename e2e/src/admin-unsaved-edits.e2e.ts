// Unsaved edits ask before they are left (ADR 0119): on /config/general and the ticket e-mail templates, leaving by the
// portal's menu, a link or Back while a field is edited opens 'Rời trang khi chưa lưu?'; 'Ở lại' keeps the page, its
// edit and its address, 'Rời trang' goes on; a saved form leaves without a question; a reload or closing the tab gets
// the browser's own prompt. An edit dialog of mf-admin (the employee's) asks the same on Back while edited, and keeps its
// edit through a click beside it and Escape. At 1366×768, the smallest screen the portal is laid out for. The general
// configuration edited is the other agency's (Sao Việt), restored after each test as admin-config.e2e.ts does.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accessibilityViolations } from './lib/axe';
import { expectLocation, openUserMenu, usePortal } from './lib/portal';
import { openGeneralConfig, restoreSaoVietTicketConfig, TICKET_CONFIG_TITLE } from './lib/general-config';
import { ACCOUNTS } from './lib/texts';

const portal = usePortal();
const VIEWPORT = { width: 1366, height: 768 } as const;

// What the user reads (api-contract messages/common.ts unsavedChanges; the config page's labels).
const QUESTION = 'Rời trang khi chưa lưu?';
const LOST = 'Các thay đổi chưa lưu sẽ bị mất.';
const STAY = 'Ở lại';
const LEAVE = 'Rời trang';
const CONFIG_TITLE = TICKET_CONFIG_TITLE;
const PRINT_LIMIT = 'Giới hạn số lần in vé';
const SAVED = 'Đã lưu cấu hình';
const SALES_ACTION = 'Lấy danh sách chuyến';
// The seed's employee and mf-admin employees/labels.ts.
const EMPLOYEE = 'Trần Thị Bích Ngọc';
const EDIT_EMPLOYEE = `Sửa ${EMPLOYEE}`;
const EMPLOYEE_DIALOG = `Sửa nhân viên: ${EMPLOYEE}`;

afterEach(() => restoreSaoVietTicketConfig(portal.baseUrl));

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Danh mục chức năng' });
const question = (page: Page) => page.getByRole('dialog', { name: QUESTION });
const path = (page: Page) => new URL(page.url()).pathname;

const openConfig = openGeneralConfig;
const salesShown = (page: Page) => page.getByRole('button', { name: SALES_ACTION, exact: true }).waitFor();
const menuToSales = (page: Page) => sidebar(page).getByRole('link', { name: 'Bán vé', exact: true }).click();

/** A link of one of the side menu's groups (the group opened first when it is closed). */
async function menuTo(page: Page, group: string, label: string): Promise<void> {
  const link = sidebar(page).getByRole('link', { name: label, exact: true });
  if (!(await link.isVisible())) await sidebar(page).getByRole('button', { name: group, exact: true }).click();
  await link.click();
}

/** 'Cấu hình chung' in the side menu's 'Cấu hình' group. */
async function menuToConfig(page: Page): Promise<void> {
  await menuTo(page, 'Cấu hình', 'Cấu hình chung');
  await page.getByRole('heading', { name: CONFIG_TITLE }).waitFor();
}

/** 'Nhân viên' in the side menu's 'Quản lý' group, the list shown. */
async function menuToEmployees(page: Page): Promise<void> {
  await menuTo(page, 'Quản lý', 'Nhân viên');
  await page.getByRole('grid', { name: 'Danh sách nhân viên' }).getByText(EMPLOYEE).waitFor();
}

/** The question is open, says what is lost, has 'Ở lại' focused, and the address bar still shows the form. */
async function expectAsked(page: Page, formPath: string): Promise<void> {
  await expect.poll(() => question(page).isVisible()).toBe(true);
  expect(await question(page).textContent()).toContain(LOST);
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toBe(STAY);
  expect(path(page)).toBe(formPath);
}

/** The session history as Chromium's Navigation API names it: each entry's path, and which one is current. */
const historyOf = (page: Page) =>
  page.evaluate(() => {
    const nav = (window as unknown as { navigation: { entries(): { url: string | null }[]; currentEntry: { index: number } } }).navigation;
    return { paths: nav.entries().map((e) => new URL(e.url ?? '').pathname), index: nav.currentEntry.index };
  });

async function answer(page: Page, choice: typeof STAY | typeof LEAVE): Promise<void> {
  await question(page).getByRole('button', { name: choice, exact: true }).click();
  await expect.poll(() => question(page).count()).toBe(0);
}

describe('unsaved edits ask before leaving', () => {
  it('/config/general: the menu and Back ask while edited; Ở lại keeps the edit, Rời trang leaves; saved, nothing asks', async () => {
    const page = await portal.signedInPage(ACCOUNTS.admin2, { viewport: VIEWPORT });
    // Everything after this one load happens inside the portal, so Back stays within it (no page unload).
    await page.goto('/book-ticket');
    await salesShown(page);
    await menuToConfig(page);
    const limit = page.getByLabel(PRINT_LIMIT);
    // Negative control: unedited, the menu simply goes.
    await menuToSales(page);
    await salesShown(page);
    expect(await question(page).count()).toBe(0);
    await page.goBack();
    await page.getByRole('heading', { name: CONFIG_TITLE }).waitFor();

    await limit.fill('7');
    const historyLength = await page.evaluate(() => history.length);
    await menuToSales(page);
    await expectAsked(page, '/config/general');
    expect(await accessibilityViolations(page), 'axe, question open').toEqual([]);
    await answer(page, STAY);
    expect(path(page)).toBe('/config/general');
    expect(await limit.inputValue()).toBe('7');
    // The held navigation left nothing in the history.
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    // Back while edited: asked, and the address bar shows the form again (single-spa restores it on the cancel).
    const entries = await historyOf(page);
    expect(entries.paths.slice(entries.index - 1, entries.index + 1)).toEqual(['/book-ticket', '/config/general']);
    await page.goBack();
    await expectAsked(page, '/config/general');
    await answer(page, STAY);
    expect(path(page)).toBe('/config/general');
    expect(await limit.inputValue()).toBe('7');
    // The history is as it was: the entry Back reached is the sales screen's again, and the form's is the current one
    // (single-spa's cancel alone wrote the form's URL over it, and the next Back found the form again).
    await expect.poll(() => historyOf(page)).toEqual(entries);

    await menuToSales(page);
    await expectAsked(page, '/config/general');
    await answer(page, LEAVE);
    await salesShown(page);
    expect(path(page)).toBe('/book-ticket');

    // Saved: leaving asks nothing.
    await menuToConfig(page);
    expect(await limit.inputValue()).toBe('3');
    await limit.fill('9');
    await page.getByRole('button', { name: 'Lưu', exact: true }).click();
    await expect.poll(() => page.getByText(SAVED).first().isVisible()).toBe(true);
    await menuToSales(page);
    await salesShown(page);
    expect(await question(page).count()).toBe(0);
    expect(path(page)).toBe('/book-ticket');
  });

  it("closing the tab while edited gets the browser's own prompt", async () => {
    const page = await portal.signedInPage(ACCOUNTS.admin2, { viewport: VIEWPORT });
    await openConfig(page);
    await page.getByLabel(PRINT_LIMIT).fill('6');
    const prompted = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.accept();
      }),
    );
    await page.close({ runBeforeUnload: true });
    // Without a prompt the page just closes: answer 'none' then rather than wait out the test's timeout.
    const none = new Promise<string>((resolve) => setTimeout(() => resolve('none'), 5_000));
    expect(await Promise.race([prompted, none])).toBe('beforeunload');
  });

  it('signing out while edited goes to the login page without asking (the session is gone)', async () => {
    const page = await portal.signedInPage(ACCOUNTS.admin2, { viewport: VIEWPORT });
    await openConfig(page);
    await page.getByLabel(PRINT_LIMIT).fill('5');
    const menu = await openUserMenu(page);
    await menu.getByRole('menuitem', { name: 'Đăng xuất' }).click();
    await expectLocation(page, '/login', { redirect: '/config/general' });
    expect(await question(page).count()).toBe(0);
  });

  it('a ticket e-mail template: another template in its side menu asks while edited; Ở lại keeps the text', async () => {
    const page = await portal.signedInPage(ACCOUNTS.admin, { viewport: VIEWPORT });
    await page.goto('/config/mail-ticket/expired-ticket');
    const editor = page.getByRole('textbox', { name: 'Nội dung email' });
    await expect.poll(() => editor.isVisible()).toBe(true);
    const marker = `Chưa lưu ${Date.now().toString(36)}`;
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(` ${marker}`);
    await expect.poll(() => page.getByText('Có thay đổi chưa lưu').isVisible()).toBe(true);

    const menu = page.getByRole('navigation', { name: 'Mẫu email vé' });
    await menu.getByRole('link', { name: 'Email đặt vé', exact: true }).click();
    await expectAsked(page, '/config/mail-ticket/expired-ticket');
    expect(await accessibilityViolations(page, { exclude: ['iframe'] }), 'axe, question open over the editor').toEqual([]);
    await answer(page, STAY);
    expect(await editor.textContent()).toContain(marker);
    expect(path(page)).toBe('/config/mail-ticket/expired-ticket');

    await menu.getByRole('link', { name: 'Email đặt vé', exact: true }).click();
    await expectAsked(page, '/config/mail-ticket/expired-ticket');
    await answer(page, LEAVE);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Email đặt vé' }).isVisible()).toBe(true);
    expect(path(page)).toBe('/config/mail-ticket/booked-ticket');
  });

  it('/manage/employee: the edited employee dialog asks on Back, and keeps its edit through a click beside it and Escape; Hủy discards', async () => {
    const page = await portal.signedInPage(ACCOUNTS.admin, { viewport: VIEWPORT });
    await page.goto('/book-ticket');
    await salesShown(page);
    await menuToEmployees(page);
    const employeeDialog = page.getByRole('dialog', { name: EMPLOYEE_DIALOG });
    const name = employeeDialog.getByLabel(/^Họ tên/);
    const openDialog = async () => {
      await page.getByRole('button', { name: EDIT_EMPLOYEE, exact: true }).click();
      await expect.poll(() => name.inputValue()).toBe(EMPLOYEE);
    };
    const edited = `${EMPLOYEE} (chưa lưu)`;

    // Negative control: opened and untouched, Back simply goes.
    await openDialog();
    await page.goBack();
    await salesShown(page);
    expect(await question(page).count()).toBe(0);
    await menuToEmployees(page);

    await openDialog();
    await name.fill(edited);
    // Escape and a click beside the dialog (on the backdrop, left of it) keep it open with the edit.
    await page.keyboard.press('Escape');
    await page.mouse.click(40, VIEWPORT.height / 2);
    expect(await employeeDialog.isVisible()).toBe(true);
    expect(await name.inputValue()).toBe(edited);

    // Back into the field (the click beside took the focus from it), then Back.
    await name.click();
    await page.goBack();
    await expectAsked(page, '/manage/employee');
    expect(await accessibilityViolations(page), 'axe, question open over the employee dialog').toEqual([]);
    await answer(page, STAY);
    expect(path(page)).toBe('/manage/employee');
    expect(await name.inputValue()).toBe(edited);
    // The focus goes back to the field the question took it from.
    await expect.poll(() => name.evaluate((el) => el === document.activeElement)).toBe(true);

    // 'Hủy' is the explicit discard: the dialog closes without a question, and the page is then left unasked.
    await employeeDialog.getByRole('button', { name: 'Hủy', exact: true }).click();
    await expect.poll(() => employeeDialog.count()).toBe(0);
    expect(await question(page).count()).toBe(0);
    await menuToSales(page);
    await salesShown(page);
    expect(await question(page).count()).toBe(0);

    // Edited again, Back asks and 'Rời trang' goes on; the employee kept their name.
    await menuToEmployees(page);
    await openDialog();
    await name.fill(edited);
    const entries = await historyOf(page);
    await page.goBack();
    await expectAsked(page, '/manage/employee');
    await expect.poll(() => historyOf(page)).toEqual(entries);
    await answer(page, LEAVE);
    await salesShown(page);
    expect(path(page)).toBe('/book-ticket');
    // 'Rời trang' after Back goes back, as Back would have: one step, the employees' page still ahead.
    expect(await historyOf(page)).toEqual({ paths: entries.paths, index: entries.index - 1 });
    await menuToEmployees(page);
    expect(await page.getByRole('grid', { name: 'Danh sách nhân viên' }).getByText(edited).count()).toBe(0);
  });
});
