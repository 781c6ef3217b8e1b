import { useEffect, useState } from 'react';
import { bus, type SessionState } from '../bus/bus';

/** The current session; re-renders when it changes (login, user info loaded, logout). */
export function useSession(): SessionState {
  const [session, setSession] = useState<SessionState>(() => bus.session$.getValue());
  useEffect(() => {
    const subscription = bus.session$.subscribe(setSession);
    return () => subscription.unsubscribe();
  }, []);
  return session;
}
