import { act } from '@testing-library/react';
import { BEFORE_ROUTING_EVENT } from '../navigation/use-unsaved-changes-guard';

/**
 * A route change as single-spa announces it (menu, link, Back) to `path`; true when the page cancelled it (a form with
 * unsaved edits, ADR 0119).
 */
export function tryToLeave(path = '/book-ticket'): boolean {
  let cancelled = false;
  const detail = { oldUrl: window.location.href, newUrl: new URL(path, window.location.href).href, cancelNavigation: () => (cancelled = true) };
  act(() => {
    window.dispatchEvent(new CustomEvent(BEFORE_ROUTING_EVENT, { detail }));
  });
  return cancelled;
}
