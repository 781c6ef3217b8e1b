import { useSyncExternalStore } from 'react';
import { bus, type SessionState } from '../bus/bus';

function subscribe(onChange: () => void): () => void {
  const subscription = bus.session$.subscribe(onChange);
  return () => subscription.unsubscribe();
}

const getSnapshot = (): SessionState => bus.session$.getValue();

/** The current session; re-renders when it changes (login, user info loaded, logout). */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
