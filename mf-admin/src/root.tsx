import { MAIL_TICKET_ROUTE, matchRoute, normalizePathname, routesOf } from '@busdesk/api-contract';
import { BusdeskProviders, ComingSoon, usePathname } from '@busdesk/shared-kit';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';

const MY_PATHS = new Set(routesOf('mf-admin').map((r) => r.path));

type Screen = LazyExoticComponent<ComponentType<{ pathname: string }>>;

/**
 * The screens of this MF by route, each loaded on first visit. Routes of the table without an entry
 * (employees, telecom numbers, companies, popular routes, general configuration, bank QR registration) show
 * the honest "coming soon" page until their screen is built.
 */
const SCREENS: Readonly<Record<string, Screen>> = {
  '/dashboard': lazy(() => import('./features/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage }))),
  '/manage/edit-profile': lazy(() =>
    import('./features/edit-profile/edit-profile-page').then((m) => ({ default: () => <m.EditProfilePage /> })),
  ),
  '/manage/permission': lazy(() => import('./features/permission/permission-page').then((m) => ({ default: m.PermissionPage }))),
  [MAIL_TICKET_ROUTE]: lazy(() => import('./features/mail-ticket/mail-ticket-page').then((m) => ({ default: m.MailTicketPage }))),
};

function Routes() {
  const pathname = normalizePathname(usePathname());
  const route = matchRoute(pathname);
  // While single-spa swaps to another MF the path already belongs to it: render nothing for that instant.
  if (!route || !MY_PATHS.has(route.path)) return null;
  const Screen = SCREENS[route.path];
  return Screen ? <Screen pathname={pathname} /> : <ComingSoon title={route.title} />;
}

export function Root() {
  return (
    <BusdeskProviders>
      <Suspense fallback={null}>
        <Routes />
      </Suspense>
    </BusdeskProviders>
  );
}
