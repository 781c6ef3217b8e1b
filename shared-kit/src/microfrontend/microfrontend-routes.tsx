import { matchRoute, normalizePathname, type RouteDef } from '@busdesk/api-contract';
import LinearProgress from '@mui/material/LinearProgress';
import { Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { AdminOnlyNotice, ComingSoon } from '../components/index';
import { usePathname } from '../navigation/index';
import { MSG } from '../messages/index';
import { isAdmin, useSession } from '../session/index';
import { BusdeskProviders } from '../theme/index';

/** A screen by route: `lazy()`, or `lazyWithoutSuspense()`, which is handed the route's fallback to show itself. */
export type ScreenComponent = LazyExoticComponent<ComponentType<{ pathname: string }>> | ComponentType<{ pathname: string; fallback?: ReactNode }>;

export interface MicrofrontendRoutesProps {
  mf: RouteDef['mf'];
  /** The MF's screens by route path, each normally `lazy()` or `lazyWithoutSuspense()` so it loads on first visit. */
  screens: Readonly<Record<string, ScreenComponent>>;
  /**
   * What a screen shows while its code loads, by route path (a skeleton of its layout, so the main area is never
   * blank); nothing for a screen without one.
   */
  fallbacks?: Readonly<Record<string, ReactNode>>;
}

function Routes({ mf, screens, fallbacks }: MicrofrontendRoutesProps) {
  const pathname = normalizePathname(usePathname());
  const route = matchRoute(pathname);
  const session = useSession();
  // While single-spa swaps to another MF the path already belongs to it: render nothing for that instant.
  if (!route || route.mf !== mf) return null;
  // An ADMIN-only route (the Configuration menu) opened by a STAFF user by its address: say so, in one place for all.
  if (route.adminOnly && session.status === 'authenticated' && !isAdmin(session.user)) return <AdminOnlyNotice title={route.title} />;
  const Screen = screens[route.path];
  // A route of the table without a screen yet shows the honest "coming soon" page, never sample data.
  if (!Screen) return <ComingSoon title={route.title} />;
  // A screen without a skeleton of its own shows a progress bar while its code loads, never a blank area.
  const fallback = fallbacks?.[route.path] ?? <LinearProgress aria-label={MSG.common.screenLoading} />;
  return (
    <Suspense fallback={fallback}>
      <Screen pathname={pathname} fallback={fallback} />
    </Suspense>
  );
}

/** The root of a routed micro-frontend: providers, then the screen of the current route. */
export function MicrofrontendRoutes(props: MicrofrontendRoutesProps) {
  return (
    <BusdeskProviders>
      <Suspense fallback={null}>
        <Routes {...props} />
      </Suspense>
    </BusdeskProviders>
  );
}
