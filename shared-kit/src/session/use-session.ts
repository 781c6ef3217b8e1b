import { useEffect, useState } from 'react';
import { bus, type SessionState } from '../bus/bus';

/**
 * The current session; re-renders when it changes (login, user info loaded, logout). Component state, not
 * useSyncExternalStore: React renders a store's change synchronously inside the code that announced it, and on a page
 * load that is the first-paint observer's callback, so the screen could not be painted until all that followed (ADR
 * 0124). The subject hands its current value on subscribing: a change between the render and the effect is not lost.
 */
export function useSession(): SessionState {
  const [session, setSession] = useState<SessionState>(() => bus.session$.getValue());
  useEffect(() => {
    const subscription = bus.session$.subscribe(setSession);
    return () => subscription.unsubscribe();
  }, []);
  return session;
}
