import { matchRoute, normalizePathname, type RouteDef } from '@busdesk/api-contract';
import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { ComingSoon } from '../components/index';
import { usePathname } from '../navigation/index';
import { BusdeskProviders } from '../theme/index';

export type ScreenComponent = LazyExoticComponent<ComponentType<{ pathname: string }>> | ComponentType<{ pathname: string }>;

export interface MicrofrontendRoutesProps {
  mf: RouteDef['mf'];
  /** The MF's screens by route path, each normally `lazy()` so it loads on first visit. */
  screens: Readonly<Record<string, ScreenComponent>>;
}

function Routes({ mf, screens }: MicrofrontendRoutesProps) {
  const pathname = normalizePathname(usePathname());
  const route = matchRoute(pathname);
  // While single-spa swaps to another MF the path already belongs to it: render nothing for that instant.
  if (!route || route.mf !== mf) return null;
  const Screen = screens[route.path];
  // A route of the table without a screen yet shows the honest "coming soon" page, never sample data.
  return Screen ? <Screen pathname={pathname} /> : <ComingSoon title={route.title} />;
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
