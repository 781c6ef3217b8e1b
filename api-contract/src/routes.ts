import { MAIL_TEMPLATE_TITLES, MailTemplateType, type TMailTemplateType } from './enums/mail-template-type';
import { Role } from './enums/role';

/** Which single-spa application renders a route (ARCHITECTURE.md package table). */
export type MfName = 'shell' | 'mf-sales' | 'mf-reports' | 'mf-transport' | 'mf-telephony' | 'mf-admin';

export interface RouteDef {
  path: string;
  mf: MfName;
  /** Rendered inside the main layout (navbar, sidebar). */
  layout: boolean;
  /** Reachable without a token (000 §2.2: only /login and the transport-order screens). */
  public: boolean;
  /**
   * Shown in the navigation only to ADMIN (000 §2.3, §6); opened by address by anyone else, the page says it is the
   * ADMIN's instead of loading its screen (shared-kit MicrofrontendRoutes, ADR 0117). The server refuses ADMIN-only calls.
   */
  adminOnly?: boolean;
  /** Vietnamese page title. */
  title: string;
  /** Where the route immediately sends the user (the mail-template parent goes to its first child). */
  redirectTo?: string;
}

export const DEFAULT_ROUTE = '/book-ticket';
export const LOGIN_ROUTE = '/login';
export const NOT_FOUND_ROUTE = '/404';
export const MAIL_TICKET_ROUTE = '/config/mail-ticket';
export const EDIT_PROFILE_ROUTE = '/manage/edit-profile';
/** Issue 5: the passenger e-mail outbox (not in the seeds' route table). */
export const MAIL_OUTBOX_ROUTE = '/config/mail-outbox';
/** Query parameter holding the wanted path when the guard sends the user to /login. */
export const REDIRECT_PARAM = 'redirect';
/** Query parameter that may carry the session token (transport screens, call helpers). */
export const TOKEN_PARAM = 'token';

/** The route table of 000 §2.1. Titles are ours where the seeds name a screen only in English. */
export const ROUTES: readonly RouteDef[] = [
  { path: '/login', mf: 'shell', layout: false, public: true, title: 'Đăng nhập' },
  { path: '/404', mf: 'shell', layout: false, public: true, title: 'Không tìm thấy trang' },
  { path: '/dashboard', mf: 'mf-admin', layout: true, public: false, title: 'Tổng quan' },
  { path: '/book-ticket', mf: 'mf-sales', layout: true, public: false, title: 'Bán vé' },
  { path: '/station-service', mf: 'mf-transport', layout: true, public: false, title: 'Lệnh vận chuyển' },
  { path: '/manage/employee', mf: 'mf-admin', layout: true, public: false, title: 'Quản lý nhân viên' },
  { path: '/manage/edit-profile', mf: 'mf-admin', layout: true, public: false, title: 'Đổi mật khẩu' },
  { path: '/manage/permission', mf: 'mf-admin', layout: true, public: false, title: 'Nhóm quyền' },
  { path: '/manage/telecom-number', mf: 'mf-admin', layout: true, public: false, title: 'Số máy lẻ' },
  { path: '/manage/company', mf: 'mf-admin', layout: true, public: false, title: 'Quản lý nhà xe ủy quyền' },
  { path: '/manage/popular-route', mf: 'mf-admin', layout: true, public: false, title: 'Tuyến phổ biến' },
  { path: '/report/transaction', mf: 'mf-reports', layout: true, public: false, title: 'Báo cáo giao dịch' },
  {
    path: '/report/sales-by-employee',
    mf: 'mf-reports',
    layout: true,
    public: false,
    title: 'Doanh thu vé theo nhân viên',
  },
  { path: '/report/cancel', mf: 'mf-reports', layout: true, public: false, title: 'Vé hủy' },
  { path: '/report/transaction-mb', mf: 'mf-reports', layout: true, public: false, title: 'Thanh toán QR ngân hàng' },
  { path: '/report/sms-info', mf: 'mf-reports', layout: true, public: false, title: 'Lịch sử SMS' },
  { path: '/report/zns-info', mf: 'mf-reports', layout: true, public: false, title: 'Lịch sử tin nhắn Zalo' },
  { path: '/report/ticket-stats', mf: 'mf-reports', layout: true, public: false, title: 'Kết quả kinh doanh online' },
  { path: '/report/sale-tickets', mf: 'mf-sales', layout: true, public: false, title: 'Quyết toán bán vé' },
  { path: '/register-vietqr', mf: 'mf-admin', layout: true, public: false, title: 'Đăng ký QR ngân hàng' },
  { path: '/transport', mf: 'mf-transport', layout: false, public: true, title: 'Ký duyệt lệnh' },
  { path: '/transport/view', mf: 'mf-transport', layout: false, public: true, title: 'Xem lệnh vận chuyển' },
  { path: '/config/general', mf: 'mf-admin', layout: true, public: false, adminOnly: true, title: 'Cấu hình chung' },
  {
    path: MAIL_TICKET_ROUTE,
    mf: 'mf-admin',
    layout: true,
    public: false,
    adminOnly: true,
    title: 'Cấu hình email vé',
    redirectTo: `${MAIL_TICKET_ROUTE}/${MailTemplateType.BOOKED_TICKET}`,
  },
  // ours (issue 5): the e-mails sent to passengers, read by the ADMIN when no SMTP server is configured.
  { path: MAIL_OUTBOX_ROUTE, mf: 'mf-admin', layout: true, public: false, adminOnly: true, title: 'Hộp thư email đã gửi' },
];

export interface MailTemplateRoute {
  /** Child route name; also the template type saved with it (000 §2.11). */
  name: TMailTemplateType;
  path: string;
  title: string;
}

/** The six child routes under /config/mail-ticket with their side-menu titles, in menu order (000 §2.1). */
export const MAIL_TEMPLATE_ROUTES: readonly MailTemplateRoute[] = (
  Object.values(MailTemplateType) as TMailTemplateType[]
).map((name) => ({ name, path: `${MAIL_TICKET_ROUTE}/${name}`, title: MAIL_TEMPLATE_TITLES[name] }));

export const PUBLIC_PATHS: readonly string[] = ROUTES.filter((r) => r.public).map((r) => r.path);

/** Strips query, hash and trailing slashes so '/report/cancel/?x=1' finds '/report/cancel'. */
export function normalizePathname(pathname: string): string {
  const bare = pathname.split(/[?#]/, 1)[0] ?? '';
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * The route a pathname shows, or undefined for an unknown path (which goes to /404).
 * The mail-template child routes belong to their parent's screen; '/' is not a screen (it redirects to the default).
 */
export function matchRoute(pathname: string): RouteDef | undefined {
  const path = normalizePathname(pathname);
  const exact = ROUTES.find((r) => r.path === path);
  if (exact) return exact;
  if (MAIL_TEMPLATE_ROUTES.some((m) => m.path === path)) return ROUTES.find((r) => r.path === MAIL_TICKET_ROUTE);
  return undefined;
}

/** Reachable without a token: /login, /transport and /transport/view. */
export const isPublicPath = (pathname: string): boolean => matchRoute(pathname)?.public === true;

/** Paths an application is active on, for single-spa activity functions. */
export const routesOf = (mf: MfName): RouteDef[] => ROUTES.filter((r) => r.mf === mf);

export interface NavLink {
  kind: 'link';
  label: string;
  path: string;
  adminOnly?: boolean;
}
export interface NavMenu {
  kind: 'menu';
  label: string;
  items: NavLink[];
  adminOnly?: boolean;
}
export type NavEntry = NavLink | NavMenu;

const link = (path: string, label?: string): NavLink => {
  const route = matchRoute(path);
  return { kind: 'link', path, label: label ?? route?.title ?? path };
};

export const LOGO_LINK = '/dashboard';

/** The navigation bar of 000 §2.3, in order. Labels of menus are ours (the seed names them in English). */
export const NAV_MENUS: readonly NavEntry[] = [
  link('/book-ticket'),
  {
    kind: 'menu',
    label: 'Quản lý',
    items: [
      link('/manage/employee', 'Nhân viên'),
      link('/manage/telecom-number', 'Số máy lẻ'),
      link('/manage/company', 'Nhà xe ủy quyền'),
      link('/manage/popular-route', 'Tuyến phổ biến'),
    ],
  },
  {
    kind: 'menu',
    label: 'Báo cáo',
    items: [
      link('/report/transaction'),
      link('/report/sales-by-employee'),
      link('/report/cancel'),
      link('/report/ticket-stats'),
      link('/report/transaction-mb'),
      link('/report/sms-info'),
      link('/report/zns-info'),
      link('/report/sale-tickets'),
    ],
  },
  link('/station-service'),
  {
    kind: 'menu',
    label: 'Cấu hình',
    adminOnly: true,
    items: [link('/config/general'), link(MAIL_TICKET_ROUTE), link(MAIL_OUTBOX_ROUTE)],
  },
  link('/register-vietqr'),
];

/** The user menu on the right of the navigation bar: change password, then logout (handled by the shell). */
export const USER_MENU: readonly NavLink[] = [link(EDIT_PROFILE_ROUTE)];

/** The navigation a role sees: the Configuration menu only for ADMIN. */
export function navMenusFor(role: string | null | undefined): NavEntry[] {
  return NAV_MENUS.filter((entry) => !entry.adminOnly || role === Role.ADMIN);
}

/** `/login?redirect=<wanted path>` as the guard and logout build it (000 §2.2–§2.3). */
export function loginPathFor(wantedPath: string): string {
  return `${LOGIN_ROUTE}?${REDIRECT_PARAM}=${encodeURIComponent(wantedPath)}`;
}
