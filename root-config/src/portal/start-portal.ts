import { getToken } from '@busdesk/shared-kit/core';
import { addErrorHandler, getAppStatus, LOAD_ERROR, registerApplication, SKIP_BECAUSE_BROKEN, start } from 'single-spa';
import { clearAppLoadNotice, showAppLoadNotice } from './app-load-notice';
import { APPLICATIONS, applicationElement, mountFrame, type PortalApplication } from './layout';
import { resolveNavigation, routeShown } from './resolve-navigation';
import { ensureSession, forgetSession } from './session-starter';

/** The product's name, as the page's own <title> gives it (index.html). */
const PRODUCT_NAME = 'Busdesk';
const PAGE_TITLE = (screen: string) => `${screen} · ${PRODUCT_NAME}`;

const currentInput = () => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hasToken: Boolean(getToken()),
});

/**
 * The guard: replaces a URL the user may not see (no token, unknown path, '/', /login while signed in) with the
 * one the rules give, and starts the session on a guarded route. Activity functions already answer for the
 * target URL (routeShown), so the replace causes no unmount/remount flicker.
 */
function enforce(): void {
  const decision = resolveNavigation(currentInput());
  if (decision.kind === 'redirect') {
    // replaceState: the refused URL must not stay in history, or Back would bounce through the guard again.
    window.history.replaceState(window.history.state, '', decision.to);
    return;
  }
  const token = getToken();
  if (!token) forgetSession();
  else if (!decision.route.public) void ensureSession(token);
}

const isActive = (app: PortalApplication) => (location: Location) => {
  const route = routeShown({ pathname: location.pathname, search: location.search, hasToken: Boolean(getToken()) });
  return route !== undefined && app.shows(route);
};

/** Registers every application of layout.ts and starts single-spa. Runs once, from the root-config entry. */
export function startPortal(): void {
  mountFrame();
  for (const app of APPLICATIONS) {
    registerApplication({
      name: app.name,
      app: app.load,
      activeWhen: isActive(app),
      customProps: { domElementGetter: () => applicationElement(app) },
    });
  }
  // A screen that could not load or start says so in its place (and offers a reload) instead of leaving it blank; the
  // notice goes with the next route change, so it never stands above another screen.
  const contentApps = APPLICATIONS.filter((app) => app.slot === 'content');
  addErrorHandler((error) => {
    const app = contentApps.find((a) => a.name === error.appOrParcelName);
    if (app) showAppLoadNotice(applicationElement(app));
  });
  window.addEventListener('single-spa:before-routing-event', () => {
    for (const app of contentApps) {
      const status = getAppStatus(app.name);
      if (status === LOAD_ERROR || status === SKIP_BECAUSE_BROKEN) clearAppLoadNotice(applicationElement(app));
    }
  });
  window.addEventListener('single-spa:before-routing-event', enforce);
  // The browser's tab and its history list name the screen (the route table's title), not just the product.
  const nameTab = () => {
    const route = routeShown(currentInput());
    document.title = route ? PAGE_TITLE(route.title) : PRODUCT_NAME;
  };
  window.addEventListener('single-spa:routing-event', nameTab);
  enforce();
  start({ urlRerouteOnly: true });
}
