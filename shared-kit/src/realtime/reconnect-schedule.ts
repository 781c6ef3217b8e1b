/** DESIGN §6: first retry after 1 s, each next one ×1.5, never more than 30 s apart. */
export const RECONNECT_FIRST_DELAY_MS = 1000;
export const RECONNECT_FACTOR = 1.5;
export const RECONNECT_MAX_DELAY_MS = 30_000;
/** How long one attempt may wait for the broker's CONNACK before it counts as failed. */
export const CONNECT_TIMEOUT_MS = 2000;

/** Delay before retry number `attempt` (1 = the first retry after a drop or failed connect). */
export function nextReconnectDelay(attempt: number): number {
  const n = Math.max(1, Math.floor(attempt));
  return Math.min(RECONNECT_MAX_DELAY_MS, Math.round(RECONNECT_FIRST_DELAY_MS * RECONNECT_FACTOR ** (n - 1)));
}
