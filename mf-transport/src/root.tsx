import { matchRoute, normalizePathname, routesOf } from '@busdesk/api-contract';
import { BusdeskProviders, ComingSoon, usePathname } from '@busdesk/shared-kit';
import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';

const MY_PATHS = new Set(routesOf('mf-transport').map((r) => r.path));

/**
 * The screens of this MF by route, each loaded on first visit. Routes of the table without an entry show the
 * honest "coming soon" page until their screen is built.
 */
const SCREENS: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {};

function Routes() {
  const pathname = normalizePathname(usePathname());
  const route = matchRoute(pathname);
  // While single-spa swaps to another MF the path already belongs to it: render nothing for that instant.
  if (!route || !MY_PATHS.has(route.path)) return null;
  const Screen = SCREENS[route.path];
  return Screen ? <Screen /> : <ComingSoon title={route.title} />;
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
