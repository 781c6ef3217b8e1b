import { useCallback, useEffect, useRef, useState } from 'react';
import { bus } from '../bus/index';
import { leaveChecks } from './leave-checks';
import { navigate } from './navigate';

/** The event single-spa fires before it changes the mounted apps for a new URL; its detail can cancel the change. */
export const BEFORE_ROUTING_EVENT = 'single-spa:before-routing-event';

/** What this guard reads of the event's detail (single-spa 6). */
interface BeforeRoutingDetail {
  oldUrl?: string;
  newUrl?: string;
  cancelNavigation?: (cancel?: boolean) => void;
}

export interface UnsavedChangesGuard {
  /** The URL the user tried to reach while the form had unsaved edits; null while nothing is being asked. */
  readonly pendingUrl: string | null;
  /** 'Ở lại': closes the question; the form, its edits and the address bar stay as they are. */
  stay(): void;
  /** 'Rời trang': goes on to the URL that was asked for, this once without asking. */
  leave(): void;
}

/** What this guard uses of the Navigation API (Chromium 102+), which names the session history's entries. */
interface NavigationEntryLike {
  key: string;
}
interface NavigationLike {
  currentEntry: NavigationEntryLike | null;
  entries(): NavigationEntryLike[];
  traverseTo(key: string): { committed: Promise<unknown>; finished: Promise<unknown> };
}
const browserNavigation = (): NavigationLike | undefined => (window as Window & { navigation?: NavigationLike }).navigation;

/** Goes to a history entry by its key; an aborted traversal (another navigation came first) is nobody's error. */
function traverse(navigation: NavigationLike, key: string): void {
  const { committed, finished } = navigation.traverseTo(key);
  committed.catch(() => undefined);
  finished.catch(() => undefined);
}

/**
 * After single-spa has cancelled a Back or Forward, puts the history back as it was. single-spa cancels by writing the
 * form's URL over the entry the browser went to (replaceState), which loses that step: the next Back would find the
 * form again. Where the browser names its entries, the entry reached gets its own URL back — through History's own
 * replaceState, which single-spa has not patched, so no routing starts — and the browser goes back to the form's
 * entry. A push from elsewhere (not navigate(), which asks first) is undone alike: its entry stays ahead, with its own
 * URL. Answers the key of the entry reached ('Rời trang' goes there), or null where the current entry is still the
 * form's (a replace) or the browser has no Navigation API (single-spa's way stays).
 */
function undoTraversal(formEntryKey: string | null, reachedUrl: string): string | null {
  const navigation = browserNavigation();
  const reachedKey = navigation?.currentEntry?.key ?? null;
  if (!navigation || formEntryKey === null || reachedKey === null || reachedKey === formEntryKey) return null;
  // After single-spa's replaceState, which follows this event once its listeners have answered (a promise's turn).
  setTimeout(() => {
    History.prototype.replaceState.call(window.history, window.history.state, '', reachedUrl);
    traverse(navigation, formEntryKey);
  }, 0);
  return reachedKey;
}

/**
 * Another page is what changes the screen: a path or query other than the form's. A hash-only change (an anchor on
 * the same page) and single-spa's own second pass after a cancel (old and new URL alike) leave the form where it is.
 */
function leavesPage(oldUrl: string, newUrl: string): boolean {
  const from = new URL(oldUrl, window.location.href);
  const to = new URL(newUrl, window.location.href);
  return from.origin !== to.origin || from.pathname !== to.pathname || from.search !== to.search;
}

/**
 * Asks before a form with unsaved edits is left (ADR 0119). While `dirty`:
 * - the portal's menus and links (navigate()) are held before they push anything, and `pendingUrl` asks the user, in
 *   `UnsavedChangesDialog`; `leave()` navigates to it, this time let through;
 * - any other route change single-spa reports (Back/Forward, a push from elsewhere) is cancelled through its
 *   `cancelNavigation` — single-spa then puts the form's URL back in the address bar — and asked the same way; after
 *   a Back or Forward the history is put back as it was (undoTraversal) and 'Rời trang' goes to the entry reached;
 * - a reload or closing the tab gets the browser's own `beforeunload` prompt (a page cannot show its own there).
 * A clean form (loaded, or just saved) asks nothing, and neither does a form whose session has just ended.
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const [pendingUrl, setPendingUrl] = useState<string | null>(null);
  // The URL 'Rời trang' is going to: its navigation must pass, or the question would come back at once.
  const passing = useRef<string | null>(null);
  // The history entry a cancelled Back or Forward reached (undoTraversal): 'Rời trang' goes back to it.
  const reached = useRef<string | null>(null);

  useEffect(() => {
    if (!dirty) return undefined;
    // A session that ends (sign-out, a token the server refused) goes to the login page unasked: the edits could not
    // be saved any more, and a held navigation would leave a signed-out user on the form.
    let sessionEnded = false;
    const signedIn = bus.session$.getValue().status !== 'anonymous';
    const session = bus.session$.subscribe((state) => {
      if (!signedIn || state.status !== 'anonymous') return;
      sessionEnded = true;
      setPendingUrl(null);
    });
    // The form's own history entry, where a cancelled Back or Forward returns.
    const formEntryKey = browserNavigation()?.currentEntry?.key ?? null;
    const letsThrough = (url: string) => sessionEnded || (passing.current !== null && !leavesPage(passing.current, url));
    // The portal's own links and menus (navigate()): asked before anything is pushed, so the history stays as it was.
    const removeCheck = leaveChecks.add((url) => {
      if (!leavesPage(window.location.href, url) || letsThrough(url)) return true;
      setPendingUrl(url);
      return false;
    });
    const onBeforeRouting = (event: Event) => {
      const detail = (event as CustomEvent<BeforeRoutingDetail | undefined>).detail;
      if (!detail?.cancelNavigation || !detail.oldUrl || !detail.newUrl || !leavesPage(detail.oldUrl, detail.newUrl)) return;
      if (letsThrough(detail.newUrl)) {
        passing.current = null;
        return;
      }
      // Cancelled now, while single-spa still waits for the answer: it is read synchronously after the event.
      detail.cancelNavigation(true);
      reached.current = undoTraversal(formEntryKey, detail.newUrl);
      setPendingUrl(detail.newUrl);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chromium before 119 and Safari show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener(BEFORE_ROUTING_EVENT, onBeforeRouting);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      session.unsubscribe();
      removeCheck();
      window.removeEventListener(BEFORE_ROUTING_EVENT, onBeforeRouting);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty]);

  const stay = useCallback(() => {
    reached.current = null;
    setPendingUrl(null);
  }, []);

  const leave = useCallback(() => {
    if (pendingUrl === null) return;
    setPendingUrl(null);
    passing.current = pendingUrl;
    const navigation = browserNavigation();
    const key = reached.current;
    reached.current = null;
    // After a Back or Forward, to the entry it reached, so the history keeps its order; otherwise pushed as any link.
    if (navigation && key !== null && navigation.entries().some((entry) => entry.key === key)) traverse(navigation, key);
    else navigate(pendingUrl);
  }, [pendingUrl]);

  return { pendingUrl, stay, leave };
}
