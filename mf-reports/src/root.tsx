import { MicrofrontendRoutes, type ScreenComponent } from '@busdesk/shared-kit';

/**
 * The screens of this MF by route, each loaded on first visit. Routes of the table without an entry show the
 * honest "coming soon" page until their screen is built.
 */
const SCREENS: Readonly<Record<string, ScreenComponent>> = {};

export function Root() {
  return <MicrofrontendRoutes mf="mf-reports" screens={SCREENS} />;
}
