import { bus } from '@busdesk/shared-kit';
import { merge, type Observable } from 'rxjs';
import { getDashboard } from './api/get-dashboard';

/** The screen's call and its live signal behind one interface, so stories and tests run on a fake. */
export interface DashboardServices {
  get: typeof getDashboard;
  /**
   * Fires when the agency's figures may have moved: a ticket or payment event on the agency's own topics (the broker
   * gives an agency only its own), or a reconnect after which events may have been missed.
   */
  changes$: Observable<unknown>;
}

/** The real call and the page's one realtime connection (shared-kit's bus, fed by the agency's MQTT topics). */
export const dashboardApi: DashboardServices = {
  get: getDashboard,
  changes$: merge(bus.tickets$, bus.payments$, bus.reconnected$),
};
