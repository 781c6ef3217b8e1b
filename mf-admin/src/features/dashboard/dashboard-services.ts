import { bus, isAdmin } from '@busdesk/shared-kit';
import { getDashboard } from './api/get-dashboard';

/** The screen's call and its live signal behind one interface, so stories and tests run on a fake. */
export interface DashboardServices {
  get: typeof getDashboard;
  /**
   * Calls `listener` whenever the agency's figures may have moved: a ticket, payment (a bill paid or opened, a
   * transfer to give back) or message event on the agency's own topics (the broker gives an agency only its own), a
   * child agency's figures moving (a station's ADMIN counts its children), or a reconnect after which events may have
   * been missed.
   * Returns the unsubscribe.
   */
  onChange(listener: () => void): () => void;
}

/** The real call and the page's one realtime connection (shared-kit's bus, fed by the agency's MQTT topics). */
export const dashboardApi: DashboardServices = {
  get: getDashboard,
  onChange(listener) {
    const subscriptions = [
      bus.tickets$.subscribe(listener),
      bus.payments$.subscribe(listener),
      // An SMS or ZNS sent (or kept by a local driver): the messages card and its cost moved (docs/adr/0104).
      bus.messages$.subscribe(listener),
      // A child agency sold, cancelled, opened a bill, was paid or sent messages: a station's ADMIN counts it
      // (docs/adr/0120). A STAFF user's figures are their own sales (the reports' scope): nothing of a child's moves them.
      bus.childFigures$.subscribe(() => {
        if (isAdmin(bus.session$.getValue().user)) listener();
      }),
      bus.reconnected$.subscribe(listener),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  },
};
