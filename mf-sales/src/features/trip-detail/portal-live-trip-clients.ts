import { bus, callEndpoint, subscribeTopic } from '@busdesk/shared-kit';
import type { TUserInfo } from '@busdesk/api-contract';
import type { LiveTripClients } from '../../shared/live-trip/live-trip';
import { prepareLiveTrip } from '../../shared/live-trip/use-live-trip';

/**
 * The opened trip's engine on the portal's own connections: shared-kit's typed API client, and the page's realtime
 * connection — the trip's topics through subscribeTopic, the agency's ticket events and reconnects through the bus
 * the shell feeds. (The widget gives the same engine its own fetch and MQTT connection.)
 */
export const portalLiveTripClients: LiveTripClients = {
  call: callEndpoint,
  realtime: { subscribeTopic, tickets$: bus.tickets$, reconnected$: bus.reconnected$ },
};

/**
 * Starts loading a trip the clerk just chose, before the page renders it (issue 11: trip card → seat map); the
 * TripDetail that opens it next takes the engine over (use-live-trip.ts prepareLiveTrip).
 */
export function prepareOpenedTrip(tripId: string, user: Pick<TUserInfo, 'id' | 'partnerId'>): void {
  prepareLiveTrip(tripId, { userId: user.id, partnerId: user.partnerId }, portalLiveTripClients);
}
