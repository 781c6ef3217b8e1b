import { bus, loadSession } from '@busdesk/shared-kit/core';
import { filter, firstValueFrom } from 'rxjs';

let realtimeToken: string | undefined;

/**
 * 000 §2.2: once a token is present the user info is loaded, then the realtime connection opens with that
 * token. Called by the guard on every routing event of a guarded route, so it must be idempotent: sign-in
 * (`login()` already loads the user) and later navigations only open the socket once per token.
 */
export async function ensureSession(token: string): Promise<void> {
  let state = bus.session$.getValue();
  if (state.status === 'loading' && state.token === token) {
    state = await firstValueFrom(bus.session$.pipe(filter((s) => s.status !== 'loading')));
  } else if (state.token !== token) {
    // loadSession handles its own failure (clears the token, says why, goes to /login).
    if (!(await loadSession())) return;
    state = bus.session$.getValue();
  }
  if (state.status !== 'authenticated' || state.token !== token || realtimeToken === token) return;
  realtimeToken = token;
  // The realtime client is a module of its own: nothing before the session needs it, the first paint included.
  let realtime: typeof import('@busdesk/shared-kit/realtime');
  try {
    realtime = await import('@busdesk/shared-kit/realtime');
  } catch {
    // Offline or a failed deploy: the next routing event tries again.
    if (realtimeToken === token) realtimeToken = undefined;
    return;
  }
  if (realtimeToken === token) realtime.connectRealtime(token);
}

/** Called when the token is gone (logout, failed load) so the next sign-in opens a new connection. */
export function forgetSession(): void {
  realtimeToken = undefined;
}
