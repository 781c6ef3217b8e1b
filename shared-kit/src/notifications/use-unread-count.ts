import { useEffect, useState } from 'react';
import { afterFirstPaint } from '../realtime/after-first-paint';

/**
 * The bell's number: the agency's unread new partner tickets, live. Its watcher (API call, bus subscriptions) is a
 * chunk of its own loaded after the first paint — shared-kit's core is loaded by every page, /login included, before
 * it paints. Returns the setter too, so the popover can report what it learnt.
 */
export function useUnreadCount(): readonly [number, (count: number) => void] {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    void afterFirstPaint()
      .then(() => import('./unread-count'))
      .then((m) => {
        if (!gone) stop = m.watchUnreadCount(setCount);
      });
    return () => {
      gone = true;
      stop?.();
    };
  }, []);
  return [count, setCount] as const;
}
