/**
 * The selected line, remembered on this browser (002 §2: "selected line remembered locally"). Storage may be off
 * (a private window, a partner page's sandbox): then the line is simply not remembered.
 */
export function rememberedLine(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) || null;
  } catch {
    return null;
  }
}

export function rememberLine(key: string, lineId: string): void {
  try {
    globalThis.localStorage?.setItem(key, lineId);
  } catch {
    // Not remembered; the line stays logged in for this page.
  }
}

export function forgetLine(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // Nothing was remembered.
  }
}

/** The portal's key: one per user, so another clerk signing in on this browser does not take the line. */
export const portalLineKey = (userId: string): string => `busdesk.softphone.line.${userId}`;
