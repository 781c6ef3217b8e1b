// Guard, logout, 404, role-dependent menus and the token query parameter (000 §2.1–§2.3, §6).
import { describe, expect, it } from 'vitest';
import { apiLogin } from './lib/api';
import { accessibilityViolations } from './lib/axe';
import { ACCOUNTS } from './lib/texts';
import { expectLocation, loginForm, loginThroughForm, navbar, openUserMenu, tokenCookie, usePortal } from './lib/portal';

const portal = usePortal();

describe('navigation', () => {
  it('logs out to /login?redirect=<current path>, and the old session no longer opens the screen', async () => {
    const page = await portal.signedInPage(ACCOUNTS.staff);
    await page.goto('/report/transaction');
    await expect.poll(() => navbar(page).isVisible()).toBe(true);

    const menu = await openUserMenu(page);
    await menu.getByRole('menuitem', { name: 'Đăng xuất' }).click();
    await expectLocation(page, '/login', { redirect: '/report/transaction' });
    expect(await tokenCookie(page)).toBeFalsy();

    await page.goto('/report/transaction');
    await expectLocation(page, '/login', { redirect: '/report/transaction' });
  });

  it('a screen of another micro-frontend opened from the menus starts at the top of the content, not below the last one', async () => {
    const page = await portal.signedInPage(ACCOUNTS.admin, { viewport: { width: 1366, height: 768 } });
    await page.goto('/manage/edit-profile');
    const sidebar = page.getByRole('navigation', { name: 'Danh mục chức năng' });
    await expect.poll(() => page.getByRole('heading', { name: 'Đổi mật khẩu' }).isVisible()).toBe(true);
    const inView = async (name: string) => {
      const box = await page.getByRole('button', { name, exact: true }).boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= 768;
    };
    // Admin → sales → reports → sales: each screen's first action is in the viewport, with nothing above it scrolled.
    for (const [link, action] of [
      ['Bán vé', 'Lấy danh sách chuyến'],
      ['Báo cáo giao dịch', 'Lọc báo cáo'],
      ['Bán vé', 'Lấy danh sách chuyến'],
    ] as const) {
      if (!(await sidebar.getByRole('link', { name: link, exact: true }).isVisible())) await sidebar.getByRole('button', { name: 'Báo cáo' }).click();
      await sidebar.getByRole('link', { name: link, exact: true }).click();
      await page.getByRole('button', { name: action, exact: true }).waitFor();
      await expect.poll(() => inView(action), { message: `${link}: '${action}' in the viewport` }).toBe(true);
      // The tab says which screen this is.
      await expect.poll(() => page.title()).toBe(`${link === 'Bán vé' ? 'Bán vé' : 'Báo cáo giao dịch'} · Busdesk`);
      expect(await page.locator('#busdesk-content').evaluate((el) => el.scrollTop)).toBe(0);
    }
    // The quick search and the bell belong to the screen they were opened on: Back to another screen closes them.
    await navbar(page).getByRole('button', { name: 'Tìm kiếm vé nhanh' }).click();
    await page.getByRole('dialog').waitFor();
    await page.goBack();
    await expect.poll(() => page.getByRole('dialog').count(), { message: 'quick search closed by Back', timeout: 5000 }).toBe(0);
    await navbar(page).getByRole('button', { name: /^Thông báo vé mới/ }).click();
    await page.getByRole('dialog').waitFor();
    await page.goBack();
    // Back on the screen the quick search was opened on: it stays closed.
    await expect.poll(() => page.getByRole('dialog').count(), { message: 'bell closed by Back', timeout: 5000 }).toBe(0);
  });

  it('offline, a screen whose code cannot be fetched says so with a reload, a menu that cannot open says so, and the navigation stays', async () => {
    const page = await portal.signedInPage(ACCOUNTS.admin, { viewport: { width: 1366, height: 768 } });
    await page.goto('/book-ticket');
    await page.getByRole('button', { name: 'Lấy danh sách chuyến', exact: true }).waitFor();
    // The page has fetched what it fetches after its first paint (the snackbar's code among it, so that a message can
    // still be shown offline) before the connection drops.
    await page.waitForLoadState('networkidle');
    const sidebar = page.getByRole('navigation', { name: 'Danh mục chức năng' });
    // The connection drops: nothing reaches the server, not even code the browser's cache could serve.
    const dropped = (url: URL) => url.origin === portal.baseUrl;
    await page.route(dropped, (route) => route.abort('internetdisconnected'));
    await page.context().setOffline(true);
    // A screen of a micro-frontend not loaded yet: its place says what happened, with the way out.
    await sidebar.getByRole('link', { name: 'Lệnh vận chuyển', exact: true }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Không tải được chức năng này, vui lòng tải lại trang.' });
    await notice.waitFor();
    expect(await notice.getByRole('button', { name: 'Tải lại trang' }).isVisible()).toBe(true);
    // A navbar menu whose code is not loaded yet: it does not open, a message says why, and the navbar stays.
    await navbar(page).getByRole('button', { name: 'Báo cáo' }).click();
    await page.getByText('Không mở được menu, vui lòng kiểm tra kết nối và tải lại trang.').first().waitFor();
    expect(await navbar(page).isVisible()).toBe(true);
    expect(await sidebar.isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    // A screen already loaded still opens, and the notice of the other one is gone from above it.
    await sidebar.getByRole('link', { name: 'Bán vé', exact: true }).click();
    await page.getByRole('button', { name: 'Lấy danh sách chuyến', exact: true }).waitFor();
    expect(await notice.count()).toBe(0);
    // Back online, the reload fetches the screen.
    await page.unroute(dropped);
    await page.context().setOffline(false);
    await sidebar.getByRole('link', { name: 'Lệnh vận chuyển', exact: true }).click();
    await notice.getByRole('button', { name: 'Tải lại trang' }).click();
    await page.getByRole('heading', { name: 'Dịch vụ bến xe', level: 1 }).waitFor({ timeout: 30_000 });
    expect(await notice.count()).toBe(0);
  });

  it("a STAFF signing in after an ADMIN's logout from a Configuration page starts on the sales screen, not on that page", async () => {
    const page = await portal.newPage();
    await page.goto('/login?redirect=%2Fconfig%2Fgeneral');
    await loginThroughForm(page, ACCOUNTS.staff);
    await expectLocation(page, '/book-ticket');
    await page.getByRole('button', { name: 'Lấy danh sách chuyến', exact: true }).waitFor();
    // An ADMIN is taken back to it.
    const admin = await portal.newPage();
    await admin.goto('/login?redirect=%2Fconfig%2Fgeneral');
    await loginThroughForm(admin, ACCOUNTS.admin);
    await expectLocation(admin, '/config/general');
  });

  it('sends an unknown path to /404', async () => {
    const page = await portal.signedInPage(ACCOUNTS.staff);
    await page.goto('/khong-co-trang-nay');
    await expectLocation(page, '/404');
    await expect.poll(() => page.getByRole('heading', { name: 'Không tìm thấy trang' }).isVisible()).toBe(true);
  });

  it('shows the Configuration menu to ADMIN only', async () => {
    const staff = await portal.signedInPage(ACCOUNTS.staff);
    await staff.goto('/book-ticket');
    // Wait for menus every user has, so an absent Configuration menu is not just a navbar still loading.
    await expect.poll(() => navbar(staff).getByRole('button', { name: 'Báo cáo' }).isVisible()).toBe(true);
    expect(await navbar(staff).getByRole('button', { name: 'Cấu hình' }).count()).toBe(0);

    const admin = await portal.signedInPage(ACCOUNTS.admin);
    await admin.goto('/book-ticket');
    await expect.poll(() => navbar(admin).getByRole('button', { name: 'Báo cáo' }).isVisible()).toBe(true);
    const config = navbar(admin).getByRole('button', { name: 'Cấu hình' });
    expect(await config.isVisible()).toBe(true);
    await config.click();
    const items = admin.getByRole('menu').getByRole('menuitem');
    // General settings, the ticket mail templates, and the outbox of passenger e-mails (issue 5).
    await expect.poll(() => items.count()).toBe(3);
  });

  it('honours ?token= on /transport/view without a cookie', async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    const page = await portal.newPage();
    await page.goto(`/transport/view?token=${encodeURIComponent(token)}`);
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/transport/view');
    expect(await loginForm(page).username.count()).toBe(0);
    expect(await tokenCookie(page)).toBeUndefined();
  });

  it('honours ?token= on a guarded screen without a cookie instead of asking to sign in', async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    const page = await portal.newPage();
    await page.goto(`/book-ticket?token=${encodeURIComponent(token)}`);
    await expect.poll(() => navbar(page).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/book-ticket');
  });

  it("every report's title sits where the others' do, whichever micro-frontend draws it", async () => {
    const page = await portal.signedInPage(ACCOUNTS.staff, { viewport: { width: 1366, height: 768 } });
    const titleAt = async (path: string) => {
      await page.goto(path);
      const title = page.getByRole('heading', { level: 1 }).first();
      await title.waitFor();
      const box = (await title.boundingBox())!;
      return { x: Math.round(box.x), y: Math.round(box.y) };
    };
    const reference = await titleAt('/report/transaction');
    // 'Quyết toán bán vé' is mf-sales' page among the reports of mf-reports (it once sat 8 px up and left).
    for (const path of ['/report/sale-tickets', '/report/cancel', '/report/sms-info']) expect(await titleAt(path), path).toEqual(reference);
  });

  it("the station service's 'Ký duyệt lệnh' opens the standalone list, whose 'Về trang chủ' leads back into the portal", async () => {
    const page = await portal.signedInPage(ACCOUNTS.admin, { viewport: { width: 1366, height: 768 } });
    await page.goto('/book-ticket');
    const sidebar = page.getByRole('navigation', { name: 'Danh mục chức năng' });
    await sidebar.getByRole('link', { name: 'Lệnh vận chuyển', exact: true }).click();
    await page.getByRole('link', { name: /^Ký duyệt lệnh/ }).click();
    await page.getByRole('heading', { name: 'Ký duyệt lệnh' }).waitFor();
    expect(await sidebar.count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Về trang chủ' }).click();
    await page.getByRole('button', { name: 'Lấy danh sách chuyến' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/book-ticket');
    expect(await sidebar.isVisible()).toBe(true);
  });
});
