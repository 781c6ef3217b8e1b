import { MicrofrontendRoutes, type ScreenComponent } from '@busdesk/shared-kit';
import { lazy } from 'react';

/**
 * The screens of this MF by route, each loaded on first visit. Every route of the table has its screen (issue 14);
 * a route added to the table without one would show the honest "coming soon" page.
 */
export const TRANSPORT_SCREENS: Readonly<Record<string, ScreenComponent>> = {
  '/station-service': lazy(() => import('./features/station-service/station-service-page').then((m) => ({ default: () => <m.StationServicePage /> }))),
  '/transport': lazy(() => import('./features/sign-list/sign-list-page').then((m) => ({ default: () => <m.SignListPage /> }))),
  '/transport/view': lazy(() => import('./features/order-view/order-view-page').then((m) => ({ default: () => <m.OrderViewPage /> }))),
};

export function Root() {
  return <MicrofrontendRoutes mf="mf-transport" screens={TRANSPORT_SCREENS} />;
}
