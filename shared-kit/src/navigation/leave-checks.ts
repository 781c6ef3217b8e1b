/** A guarded form's say on an in-portal navigation: false keeps the page (the form then asks the user itself). */
export type LeaveCheck = (url: string) => boolean;

const checks = new Set<LeaveCheck>();

/**
 * The forms with unsaved edits, asked by navigate() before it pushes a URL. Asking before the push, not only cancelling
 * afterwards in single-spa's before-routing event, keeps the history as it was: a cancelled push would leave the
 * form's URL in the history twice (single-spa restores it with replaceState), and the next Back would seem to do
 * nothing.
 */
export const leaveChecks = {
  /** Registers a check; the returned function removes it. */
  add(check: LeaveCheck): () => void {
    checks.add(check);
    return () => {
      checks.delete(check);
    };
  },
  /** Whether every registered form lets the navigation to `url` (absolute) go. */
  allow(url: string): boolean {
    for (const check of checks) if (!check(url)) return false;
    return true;
  },
};
