import { leaveChecks } from './leave-checks';

/** single-spa puts its `navigateToUrl` on window when it loads (browser builds), so shared-kit needs no import of it. */
interface SingleSpaWindow {
  singleSpaNavigate?: (url: string) => void;
}

/** The event single-spa fires after every route change; our hooks listen to it as well as to popstate. */
export const ROUTING_EVENT = 'single-spa:routing-event';

/**
 * Goes to an in-portal path. Through single-spa when it is on the page (it mounts/unmounts the MFs for the new
 * route); otherwise (tests, a widget on a partner page) pushState plus a popstate so listeners still notice.
 */
export function navigate(path: string): void {
  // A form with unsaved edits may hold the navigation and ask first (useUnsavedChangesGuard).
  if (!leaveChecks.allow(new URL(path, window.location.href).href)) return;
  const singleSpaNavigate = (window as Window & SingleSpaWindow).singleSpaNavigate;
  if (typeof singleSpaNavigate === 'function') {
    singleSpaNavigate(path);
    return;
  }
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}

/** The current path with its query, the value a login redirect parameter carries. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}
