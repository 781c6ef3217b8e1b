import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ROUTE,
  MAIL_TEMPLATE_ROUTES,
  NAV_MENUS,
  PUBLIC_PATHS,
  ROUTES,
  isPublicPath,
  loginPathFor,
  matchRoute,
  navMenusFor,
  routesOf,
} from './routes';

describe('route table', () => {
  it('lists every route of 000 §2.1 once', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    // 24 of the seeds plus issue 5's /config/mail-outbox.
    expect(paths).toHaveLength(25);
    expect(DEFAULT_ROUTE).toBe('/book-ticket');
  });
  it('maps routes to their micro-frontends', () => {
    expect(matchRoute('/book-ticket')?.mf).toBe('mf-sales');
    expect(matchRoute('/report/sale-tickets')?.mf).toBe('mf-sales');
    expect(matchRoute('/report/cancel')?.mf).toBe('mf-reports');
    expect(matchRoute('/transport/view')?.mf).toBe('mf-transport');
    expect(matchRoute('/register-vietqr')?.mf).toBe('mf-admin');
    expect(matchRoute('/login')).toMatchObject({ mf: 'shell', layout: false });
    expect(routesOf('mf-reports').every((r) => r.path.startsWith('/report/'))).toBe(true);
  });
  it('lets only /login, /404 and the transport screens through without a token', () => {
    // /404 is public so an unknown path always ends on the not-found page, signed in or not.
    expect([...PUBLIC_PATHS].sort()).toEqual(['/404', '/login', '/transport', '/transport/view']);
    expect(isPublicPath('/transport/view?id=5&token=abc')).toBe(true);
    expect(isPublicPath('/book-ticket')).toBe(false);
    expect(matchRoute('/transport')?.layout).toBe(false);
  });
  it('finds no route for unknown paths and tolerates trailing slashes', () => {
    expect(matchRoute('/nothing-here')).toBeUndefined();
    expect(matchRoute('/')).toBeUndefined();
    expect(matchRoute('/report/cancel/')?.path).toBe('/report/cancel');
  });
  it('has six mail-template children shown by their parent, which redirects to the first', () => {
    expect(MAIL_TEMPLATE_ROUTES.map((m) => [m.name, m.title])).toEqual([
      ['booked-ticket', 'Email đặt vé'],
      ['online-payment', 'Email thanh toán vé thành công'],
      ['online-payment-expired', 'Email thanh toán online hết hạn giữ chỗ'],
      ['expired-ticket', 'Email vé hết hạn giữ chỗ'],
      ['paid-ticket', 'Email vé đã thanh toán'],
      ['automatically-cancelled', 'Email vé bị hủy tự động'],
    ]);
    expect(matchRoute('/config/mail-ticket/paid-ticket')?.path).toBe('/config/mail-ticket');
    expect(matchRoute('/config/mail-ticket')?.redirectTo).toBe('/config/mail-ticket/booked-ticket');
  });
});

describe('navigation', () => {
  it('shows the Configuration menu only to ADMIN', () => {
    const labels = (role: string) => navMenusFor(role).map((e) => e.label);
    expect(labels('ADMIN')).toContain('Cấu hình');
    expect(labels('STAFF')).not.toContain('Cấu hình');
  });
  it('links every menu entry to a known route, reports in the seed order', () => {
    const links = NAV_MENUS.flatMap((e) => (e.kind === 'menu' ? e.items : [e]));
    for (const l of links) expect(matchRoute(l.path), l.path).toBeDefined();
    const report = NAV_MENUS.find((e) => e.kind === 'menu' && e.label === 'Báo cáo');
    expect(report?.kind === 'menu' && report.items.map((i) => i.path)).toEqual([
      '/report/transaction',
      '/report/sales-by-employee',
      '/report/cancel',
      '/report/ticket-stats',
      '/report/transaction-mb',
      '/report/sms-info',
      '/report/zns-info',
      '/report/sale-tickets',
    ]);
  });
  it('builds the login redirect', () => {
    expect(loginPathFor('/report/cancel?x=1')).toBe('/login?redirect=%2Freport%2Fcancel%3Fx%3D1');
  });
});
