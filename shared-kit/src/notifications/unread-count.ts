import { lazyNotificationCountEndpoint } from '@busdesk/api-contract/core';
import { callEndpoint } from '../api/call-endpoint';
import { bus } from '../bus/bus';

/** Events come in bursts (a group booked seat by seat, several bells marking read): one count request per burst. */
const REFRESH_DELAY_MS = 150;

/**
 * Keeps the bell's number: the server's unread count while someone is signed in, asked again after every
 * notification event of the agency's topic and on `reconnected$`, which the first connection fires too (ADR 0114):
 * mqtt.js loads after the first paint, so a booking between the first count and the subscription would otherwise go
 * unnoticed. Returns the stop function. A failed request keeps the last number: the bell is not worth an error
 * message.
 */
export function watchUnreadCount(onCount: (count: number) => void): () => void {
  let request = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let signedIn = false;
  const refresh = () => {
    const mine = ++request;
    if (!signedIn) return onCount(0);
    callEndpoint(lazyNotificationCountEndpoint, {}).then(
      (r) => {
        if (mine === request) onCount(r.count);
      },
      () => undefined,
    );
  };
  const soon = () => {
    clearTimeout(timer);
    timer = setTimeout(refresh, REFRESH_DELAY_MS);
  };
  const subscriptions = [
    bus.session$.subscribe((s) => {
      const now = s.status === 'authenticated';
      if (now === signedIn && !now) return;
      signedIn = now;
      refresh();
    }),
    bus.notifications$.subscribe(soon),
    bus.reconnected$.subscribe(soon),
  ];
  return () => {
    clearTimeout(timer);
    request++;
    for (const s of subscriptions) s.unsubscribe();
  };
}
