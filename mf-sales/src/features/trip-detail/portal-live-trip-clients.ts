import { bus, callEndpoint, subscribeTopic } from '@busdesk/shared-kit';
import type { LiveTripClients } from '../../shared/live-trip/live-trip';

/**
 * The opened trip's engine on the portal's own connections: shared-kit's typed API client, and the page's realtime
 * connection — the trip's topics through subscribeTopic, the agency's ticket events and reconnects through the bus
 * the shell feeds. (The widget gives the same engine its own fetch and MQTT connection.)
 */
export const portalLiveTripClients: LiveTripClients = {
  call: callEndpoint,
  realtime: { subscribeTopic, tickets$: bus.tickets$, reconnected$: bus.reconnected$ },
};
